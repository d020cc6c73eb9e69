import { useEffect } from 'react';
import { ConnectionHandler, type RecordSourceProxy } from 'relay-runtime';

/** The portfolio list connections on screen (Relay `__id`s) with the status filter each was read with. */
const listed = new Map<string, string>();

/** The portfolio list registers its connection while mounted, so writes elsewhere can take cases out of it. */
export function useListedPortfolioConnection(connectionId: string, status: string): void {
  useEffect(() => {
    listed.set(connectionId, status);
    return () => {
      listed.delete(connectionId);
    };
  }, [connectionId, status]);
}

/**
 * The connection ids for `@deleteEdge(connections:)` / `ConnectionHandler.deleteNode`: every listed one, or only
 * those whose status filter is `status` (e.g. 'UNRESOLVED', which a resolved lien leaves).
 */
export function portfolioConnectionIds(status?: string): string[] {
  return [...listed].filter(([, listedStatus]) => status === undefined || listedStatus === status).map(([id]) => id);
}

/** Takes a case (global id) out of the listed portfolio connections (all, or those read with `status`), keeping their totals. */
export function removeCaseFromPortfolio(store: RecordSourceProxy, caseId: string, status?: string): void {
  for (const connectionId of portfolioConnectionIds(status)) {
    const connection = store.get(connectionId);
    const edges = connection?.getLinkedRecords('edges');
    if (!connection || !edges?.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === caseId)) continue;
    ConnectionHandler.deleteNode(connection, caseId);
    const total = connection.getValue('totalCount');
    if (typeof total === 'number' && total > 0) connection.setValue(total - 1, 'totalCount');
  }
}
