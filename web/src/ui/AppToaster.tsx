import { FluentProvider, Toaster, webLightTheme } from '@fluentui/react-components';
import { useEffect } from 'react';
import { APP_TOASTER_ID, appToasterListens } from './appToaster.ts';

/**
 * The app's one toaster; its own chunk, loaded when a component that may toast first mounts (useAppToasts). It sits
 * outside the pages' layout (a toast outlives a navigation), hence its own theme provider.
 */
export default function AppToaster() {
  // After the Toaster's own effects: it listens for toasts now.
  useEffect(appToasterListens, []);
  return (
    <FluentProvider theme={webLightTheme}>
      <Toaster toasterId={APP_TOASTER_ID} position="top-end" />
    </FluentProvider>
  );
}
