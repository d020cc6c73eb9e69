// The counts the Documents tab shows next to its list: 'Download All (n)' (the case's `documents(first: 1)`) and
// the list's totalCount. An upload, a deletion and a live change move them without asking the server again.
import { ConnectionHandler, type RecordSourceProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

export const DOCUMENTS_CONNECTION_KEY = 'DocumentsTab_documents';

/** Adds `delta` to the case's document counts (both the Download All count and the list's). */
export function adjustDocumentCounts(store: RecordSourceProxy, caseId: string, delta: number): void {
  const kase = store.get(caseId);
  if (!kase || !delta) return;
  const counted = [kase.getLinkedRecord('documents', { first: 1 }), ConnectionHandler.getConnection(kase, DOCUMENTS_CONNECTION_KEY)];
  for (const record of counted) {
    const total = record?.getValue('totalCount');
    if (record && typeof total === 'number') record.setValue(Math.max(0, total + delta), 'totalCount');
  }
}

/**
 * A live DOCUMENTS change (caseChanged): a document the open list does not hold yet joins it; a deleted one leaves
 * it. Relay has already written the document's own fields by id.
 */
export function applyDocumentChange(store: RecordSourceSelectorProxy): void {
  const event = store.getRootField('caseChanged');
  if (!event || event.getValue('type') !== 'DOCUMENTS') return;
  const caseId = event.getValue('caseId');
  const kase = typeof caseId === 'string' ? store.get(caseId) : null;
  if (!kase || typeof caseId !== 'string') return;
  const connection = ConnectionHandler.getConnection(kase, DOCUMENTS_CONNECTION_KEY);
  const holds = (id: string) =>
    (connection?.getLinkedRecords('edges') ?? []).some((edge) => edge?.getLinkedRecord('node')?.getDataID() === id);
  const document = event.getLinkedRecord('document');
  const deletedId = event.getValue('deletedDocumentId');
  if (document) {
    if (!connection || holds(document.getDataID())) return;
    const edge = ConnectionHandler.createEdge(store, connection, document, 'DocumentEdge');
    ConnectionHandler.insertEdgeAfter(connection, edge);
    adjustDocumentCounts(store, caseId, 1);
  } else if (typeof deletedId === 'string') {
    const held = connection ? holds(deletedId) : false;
    if (connection) ConnectionHandler.deleteNode(connection, deletedId);
    if (held || !connection) adjustDocumentCounts(store, caseId, -1);
  }
}
