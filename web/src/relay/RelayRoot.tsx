import { useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { EnvironmentHolder } from './environment.ts';
import { EnvironmentHolderContext } from './environmentHolderContext.ts';

export function RelayRoot({ holder, children }: { holder: EnvironmentHolder; children: ReactNode }) {
  const environment = useSyncExternalStore(holder.subscribe, holder.current);
  return (
    <EnvironmentHolderContext value={holder}>
      <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
    </EnvironmentHolderContext>
  );
}
