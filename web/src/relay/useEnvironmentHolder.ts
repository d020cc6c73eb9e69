import { useContext } from 'react';
import type { EnvironmentHolder } from './environment.ts';
import { EnvironmentHolderContext } from './environmentHolderContext.ts';

export function useEnvironmentHolder(): EnvironmentHolder {
  const holder = useContext(EnvironmentHolderContext);
  if (!holder) throw new Error('useEnvironmentHolder must be used inside <RelayRoot>.');
  return holder;
}
