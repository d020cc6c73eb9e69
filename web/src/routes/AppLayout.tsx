import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { Outlet } from 'react-router';
import type { EnvironmentHolder } from '../relay/environment.ts';
import { RelayRoot } from '../relay/RelayRoot.tsx';

/**
 * The layout route of every page but the sign-in page: Fluent's theme and Relay's environment around the child routes.
 * The sign-in page is drawn without either, so that it loads neither.
 */
export function appLayout(holder: EnvironmentHolder) {
  return function AppLayout() {
    return (
      <FluentProvider theme={webLightTheme}>
        <RelayRoot holder={holder}>
          <Outlet />
        </RelayRoot>
      </FluentProvider>
    );
  };
}
