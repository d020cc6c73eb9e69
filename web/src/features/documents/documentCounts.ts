// The counts the Documents tab shows next to its list: 'Download All (n)' (the case's documents the viewer can open
// now, `documents(first: 1, filter: {downloadable: true})`) and the list's totalCount. An upload, a deletion and a
// live change move them without asking the server again; the tab asks the server again whenever it opens.
import { ConnectionHandler, type RecordProxy, type RecordSourceProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

export const DOCUMENTS_CONNECTION_KEY = 'DocumentsTab_documents';

/**
 * Adds `delta` to the list's count, and to the Download All count when the documents can be opened now (the viewer's
 * own always can; one a law firm must pay for first cannot).
 */
export function adjustDocumentCounts(store: RecordSourceProxy, caseId: string, delta: number, downloadable = true): void {
  const kase = store.get(caseId);
  if (!kase || !delta) return;
  const counted = [
    ConnectionHandler.getConnection(kase, DOCUMENTS_CONNECTION_KEY),
    downloadable ? kase.getLinkedRecord('documents', { first: 1, filter: { downloadable: true } }) : null,
  ];
  for (const record of counted) {
    const total = record?.getValue('totalCount');
    if (record && typeof total === 'number') record.setValue(Math.max(0, total + delta), 'totalCount');
  }
}

const canDownload = (document: RecordProxy): boolean => document.getLinkedRecord('viewerCan')?.getValue('download') !== false;

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
    adjustDocumentCounts(store, caseId, 1, canDownload(document));
  } else if (typeof deletedId === 'string') {
    const held = connection ? holds(deletedId) : false;
    const deleted = store.get(deletedId);
    if (connection) ConnectionHandler.deleteNode(connection, deletedId);
    if (held || !connection) adjustDocumentCounts(store, caseId, -1, deleted ? canDownload(deleted) : true);
  }
}
