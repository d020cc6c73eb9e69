// The bundle's entry for `react-relay` (web/vite.config.ts aliases it here): react-relay/hooks with the same exports,
// but as separate ES re-exports of its modules instead of one CommonJS object that requires them all. A bundler keeps
// only what the app imports (entry points, useSubscribeToInvalidationState … stay out).
export { default as EntryPointContainer } from 'react-relay/lib/relay-hooks/EntryPointContainer.react.js';
export { default as loadEntryPoint } from 'react-relay/lib/relay-hooks/loadEntryPoint.js';
export { loadQuery } from 'react-relay/lib/relay-hooks/loadQuery.js';
export { default as ProfilerContext } from 'react-relay/lib/relay-hooks/ProfilerContext.js';
export { default as RelayEnvironmentProvider } from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider.js';
export { default as useEntryPointLoader } from 'react-relay/lib/relay-hooks/useEntryPointLoader.js';
export { default as useFragment } from 'react-relay/lib/relay-hooks/useFragment.js';
export { default as useLazyLoadQuery } from 'react-relay/lib/relay-hooks/useLazyLoadQuery.js';
export { default as useMutation } from 'react-relay/lib/relay-hooks/useMutation.js';
export { default as useMutationAction_EXPERIMENTAL } from 'react-relay/lib/relay-hooks/useMutationAction_EXPERIMENTAL.js';
export { default as usePaginationFragment } from 'react-relay/lib/relay-hooks/usePaginationFragment.js';
export { default as usePreloadedQuery } from 'react-relay/lib/relay-hooks/usePreloadedQuery.js';
// useQueryLoader runs useQueryLoader_EXPERIMENTAL while RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY is on (see
// relay-activity-compat-stub.js): that one directly.
export { default as useQueryLoader } from 'react-relay/lib/relay-hooks/useQueryLoader_EXPERIMENTAL.js';
export { default as useRefetchableFragment } from 'react-relay/lib/relay-hooks/useRefetchableFragment.js';
export { default as useRelayEnvironment } from 'react-relay/lib/relay-hooks/useRelayEnvironment.js';
export { default as useSubscribeToInvalidationState } from 'react-relay/lib/relay-hooks/useSubscribeToInvalidationState.js';
export { default as useSubscription } from 'react-relay/lib/relay-hooks/useSubscription.js';
export {
  ConnectionHandler,
  applyOptimisticMutation,
  commitLocalUpdate,
  commitMutation,
  graphql,
  readInlineData,
  requestSubscription,
  fetchQuery,
} from 'relay-runtime';
