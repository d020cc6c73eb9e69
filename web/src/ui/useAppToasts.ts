import { useToastController } from '@fluentui/react-components';
import { useEffect, useMemo } from 'react';
import { APP_TOASTER_ID, requestAppToaster, whenAppToasterListens } from './appToaster.ts';

type DispatchToast = ReturnType<typeof useToastController>['dispatchToast'];

/** Dispatches toasts to the app's toaster, which this asks RootLayout to load; a toast waits until it listens. */
export function useAppToasts(): { dispatchToast: DispatchToast } {
  const { dispatchToast } = useToastController(APP_TOASTER_ID);
  useEffect(requestAppToaster, []);
  return useMemo(() => ({ dispatchToast: (...args) => whenAppToasterListens(() => dispatchToast(...args)) }), [dispatchToast]);
}
