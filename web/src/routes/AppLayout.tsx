import { FluentProvider, useFocusFinders, webLightTheme } from '@fluentui/react-components';
import { Outlet } from 'react-router';
import type { EnvironmentHolder } from '../relay/environment.ts';
import { RelayRoot } from '../relay/RelayRoot.tsx';

/**
 * The layout route of every page but the sign-in page: Fluent's theme and Relay's environment around the child routes.
 * The sign-in page is drawn without either, so that it loads neither.
 */
export function appLayout(holder: EnvironmentHolder) {
  return function AppLayout() {
    // Holds Fluent's focus management (tabster) while the layout is shown. Tabster lives while a component uses it: on
    // a page whose only user was a dialog (the document-request page a provider opens from the e-mail), closing the
    // dialog disposed of it and left the page hidden from assistive technology (its upload list not found by role).
    useFocusFinders();
    return (
      <FluentProvider theme={webLightTheme}>
        <RelayRoot holder={holder}>
          <Outlet />
        </RelayRoot>
      </FluentProvider>
    );
  };
}
