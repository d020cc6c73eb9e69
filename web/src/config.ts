/** Support contact shown on the error page; deployments set VITE_SUPPORT_EMAIL. */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@lienregistry.example';

export const PAGE_SIZE = 20;
export const SEARCH_DEBOUNCE_MS = 300;
export const SESSION_CHECK_INTERVAL_MS = 300_000;
export const SESSION_REFRESH_WINDOW_MS = 43_200_000;
export const GENERIC_ERROR_TEXT = 'An error occurred. Please refresh your tab and try again';
export const DEFAULT_DESTINATION = '/portfolio';
