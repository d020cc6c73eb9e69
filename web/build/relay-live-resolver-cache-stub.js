// Stands in for relay-runtime's LiveResolverCache (store/live-resolvers/LiveResolverCache.js), which RelayModernStore
// creates for Relay Resolvers (@RelayResolver fields, live or not, and client edges to client objects). The app
// defines none, so the real cache never holds a record: the store's calls that keep it in step with updates
// (invalidateDataIDs, unsubscribeFromLiveResolverRecords, invalidateResolverRecords) only walk empty maps or find no
// resolver record, and the reader never asks it for a resolver field. This stub does nothing for those, and throws
// for what only resolvers call. web/vite.config.ts aliases it; to add a Relay Resolver, remove the alias.
const leftOut = (name) => () => {
  throw new Error(`relay-runtime's LiveResolverCache.${name} is left out of this build (web/vite.config.ts): no Relay Resolvers`);
};

export class LiveResolverCache {
  constructor(getRecordSource, store) {
    this._store = store;
  }
  readFromCacheOrEvaluate = leftOut('readFromCacheOrEvaluate');
  getLiveResolverPromise = leftOut('getLiveResolverPromise');
  batchLiveStateUpdates = leftOut('batchLiveStateUpdates');
  batchLiveStateUpdatesWithoutNotify = leftOut('batchLiveStateUpdatesWithoutNotify');
  ensureClientRecord = leftOut('ensureClientRecord');
  notifyUpdatedSubscribers(updatedDataIDs) {
    this._store.__notifyUpdatedSubscribers(updatedDataIDs);
  }
  invalidateDataIDs() {}
  unsubscribeFromLiveResolverRecords() {}
  invalidateResolverRecords() {}
}
