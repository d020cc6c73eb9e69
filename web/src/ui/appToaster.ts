/** The toaster mounted once above every route (RootLayout), so a toast outlives the navigation that follows it. */
export const APP_TOASTER_ID = 'app-toaster';
