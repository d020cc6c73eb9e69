// Stands in for relay-runtime modules the app never calls, which relay-runtime's CommonJS index (and its store
// proxies) require all the same: the experimental observe/wait APIs, fetchQuery_DEPRECATED, createPayloadFor3DField,
// readUpdatableQuery/readUpdatableFragment (with the updatable proxies they build), createFragmentSpecResolver (with
// the fragment spec resolver: only react-relay's legacy containers use it), QueryResponseCache (the app caches no
// responses), NormalizationEngine and RelayProfiler (nothing in Relay calls them). web/vite.config.ts aliases them
// here; calling one throws and says so. To use one, remove its alias.
const leftOut = (name) => () => {
  throw new Error(`relay-runtime's ${name} is left out of this build (web/vite.config.ts)`);
};
export const observeFragment = leftOut('observeFragment');
export const observeQuery = leftOut('observeQuery');
export const waitForFragmentData = leftOut('waitForFragmentData');
export const readUpdatableQuery = leftOut('readUpdatableQuery');
export const readUpdatableFragment = leftOut('readUpdatableFragment');
export default leftOut('fetchQuery_DEPRECATED / createPayloadFor3DField');
