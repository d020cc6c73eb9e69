import { Outlet } from 'react-router';
import type { EnvironmentHolder } from './environment.ts';
import { RelayRoot } from './RelayRoot.tsx';

/** The layout route of every page but the sign-in page: Relay's environment around the child routes. */
export function relayLayout(holder: EnvironmentHolder) {
  return function RelayLayout() {
    return (
      <RelayRoot holder={holder}>
        <Outlet />
      </RelayRoot>
    );
  };
}
