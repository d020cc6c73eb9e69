import { Toaster } from '@fluentui/react-components';
import { APP_TOASTER_ID } from './appToaster.ts';

/** The app's one toaster; its own chunk so the sign-in page does not download the toast components. */
export default function AppToaster() {
  return <Toaster toasterId={APP_TOASTER_ID} position="top-end" />;
}
