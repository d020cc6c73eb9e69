// Stands in for relay-runtime's RelayDeclarativeMutationConfig: the declarative `configs` of commitMutation,
// applyOptimisticMutation and requestSubscription (RANGE_ADD, RANGE_DELETE, NODE_DELETE), which they convert only when
// a caller passes `configs`. The app updates the store with updaters and the @appendEdge/@deleteEdge directives
// instead. web/vite.config.ts aliases it; passing `configs` throws and says so. To use them, remove the alias.
export const MutationTypes = Object.freeze({ RANGE_ADD: 'RANGE_ADD', RANGE_DELETE: 'RANGE_DELETE', NODE_DELETE: 'NODE_DELETE' });
export const RangeOperations = Object.freeze({ APPEND: 'append', PREPEND: 'prepend' });
export function convert() {
  throw new Error("relay-runtime's declarative mutation configs are left out of this build (web/vite.config.ts)");
}
