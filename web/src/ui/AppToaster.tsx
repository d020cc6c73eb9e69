import { FluentProvider, Toaster, webLightTheme } from '@fluentui/react-components';
import { APP_TOASTER_ID } from './appToaster.ts';

/**
 * The app's one toaster; its own chunk so the sign-in page does not download the toast components. It sits outside the
 * pages' layout (a toast outlives a navigation), hence its own theme provider.
 */
export default function AppToaster() {
  return (
    <FluentProvider theme={webLightTheme}>
      <Toaster toasterId={APP_TOASTER_ID} position="top-end" />
    </FluentProvider>
  );
}
