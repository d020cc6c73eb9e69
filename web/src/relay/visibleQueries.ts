// The queries the page shows: every operation retained in the store (route queries, tab queries, pagination
// refetches) while a component holds it. After a live resync (liveResume.ts) they are fetched again from the
// network, so what a dropped connection missed beyond what can be replayed still reaches the screen.
import { fetchQuery } from 'relay-runtime';
import type { Environment, OperationDescriptor } from 'relay-runtime';

/** Counts the environment's retained operations; returns "refetch every retained query". */
export function trackVisibleQueries(environment: Environment): () => void {
  const retained = new Map<OperationDescriptor, number>();
  const retain = environment.retain.bind(environment);
  environment.retain = (operation) => {
    const disposable = retain(operation);
    retained.set(operation, (retained.get(operation) ?? 0) + 1);
    let disposed = false;
    return {
      dispose() {
        if (disposed) return;
        disposed = true;
        const count = (retained.get(operation) ?? 1) - 1;
        if (count > 0) retained.set(operation, count);
        else retained.delete(operation);
        disposable.dispose();
      },
    };
  };
  return () => {
    const fetched = new Set<string>();
    for (const operation of retained.keys()) {
      const { node, variables, identifier } = operation.request;
      if (node.params.operationKind !== 'query' || fetched.has(identifier)) continue;
      fetched.add(identifier);
      fetchQuery(environment, node, variables, { fetchPolicy: 'network-only' }).subscribe({
        error: (error: unknown) => console.error('refetching after a live resync failed', error),
      });
    }
  };
}
