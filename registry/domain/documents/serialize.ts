// The document JSON (registry/API.md, "Documents").
import type { Viewer } from '../context.ts';
import { iso } from '../serialize.ts';
import { needsPayment, viewerCan, type DocumentRow } from './visibility.ts';

const money = (value: string | number) => Number(value).toFixed(2);

/** `downloadUrl`: only the detail answers one (undefined leaves the key out; null while the viewer must pay). */
export function serializeDocument(row: DocumentRow, viewer: Viewer, downloadUrl?: string | null) {
  const payment = needsPayment(row, viewer);
  return {
    id: row.id,
    case: row.case_id,
    lien: row.lien_id,
    name: row.name,
    type: row.type,
    price: money(row.price),
    order: row.order,
    size: Number(row.size),
    content_type: row.content_type,
    added_by_law_firm: row.added_by_law_firm,
    is_paid_for: row.is_paid_for,
    is_case_document: row.lien_id === null,
    needs_payment: payment,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    created_by_organization: row.created_by_organization_id
      ? { id: row.created_by_organization_id, name: row.created_by_organization_name ?? '' }
      : null,
    uploaded_by: row.created_by_name,
    last_viewed_by_law_firm: viewer.kind === 'LIENHOLDER' ? iso(row.last_viewed_by_law_firm_at) : null,
    document_request: row.document_request_id,
    viewer_can: viewerCan(row, viewer),
    ...(downloadUrl === undefined ? {} : { download_url: payment ? null : downloadUrl }),
  };
}
