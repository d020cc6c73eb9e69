/** The toaster mounted once above every route (RootLayout), so a toast outlives the navigation that follows it. */
export const APP_TOASTER_ID = 'app-toaster';

// The toaster (Fluent's toast components) loads when the first component that may toast mounts (useAppToasts), not
// with every page; a toast dispatched before it listens waits for it. No Fluent UI here: RootLayout imports this.
let hosted = false;
let requested = false;
let listening = false;
const requestListeners = new Set<() => void>();
const waiting: Array<() => void> = [];

/**
 * RootLayout, during its render, says it will mount the toaster on request: from then on a toast waits for it. (In
 * render, not in an effect: a page committed with it may toast in its own effect, which runs first.)
 */
export function hostAppToaster(): void {
  hosted = true;
}

/** Asks RootLayout to mount the app's toaster (once; it then stays mounted). */
export function requestAppToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of requestListeners) listener();
}

export const isAppToasterRequested = (): boolean => requested;

/** RootLayout's subscription to the request (useSyncExternalStore). */
export function subscribeAppToasterRequest(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

/** The app's toaster has mounted and listens: the toasts dispatched meanwhile are shown now. */
export function appToasterListens(): void {
  listening = true;
  for (const dispatch of waiting.splice(0)) dispatch();
}

/**
 * Runs `dispatch` once the app's toaster listens: at once when it does, or when no RootLayout is there to mount it (a
 * component rendered on its own with a Toaster of that id).
 */
export function whenAppToasterListens(dispatch: () => void): void {
  if (listening || !hosted) {
    dispatch();
    return;
  }
  waiting.push(dispatch);
  requestAppToaster();
}
