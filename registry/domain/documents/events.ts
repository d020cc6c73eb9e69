// A document's live update: `case.updated` with change `documents`, to the organisations that see the document only.
import type { Executor } from './visibility.ts';
import { documentAudience } from './visibility.ts';
import { emitEvents } from '../outbox.ts';

export interface DocumentRef {
  id: string;
  case_id: string;
  lien_id: string | null;
  created_by_organization_id: string | null;
}

/** `audience`: given when computed before the document went away (a delete). */
export async function emitDocumentEvent(trx: Executor, document: DocumentRef, audience?: string[]): Promise<void> {
  const organizationIds = audience ?? (await documentAudience(trx, document));
  if (!organizationIds.length) return;
  await emitEvents(trx, [
    {
      type: 'case.updated',
      change: 'documents',
      caseId: document.case_id,
      lienId: document.lien_id,
      documentId: document.id,
      organizationIds,
    },
  ]);
}
