// The documents slice (issue 11): the Document node, a case's and a lien's documents as connections, and the writes —
// uploads as signed targets the browser PUTs to (the bytes never pass through GraphQL), attaching them as documents,
// editing, deleting, opening (a fresh download link; the registry logs it and records the law firm's last view),
// Download All as one zip link, and a policy limit's document. The registry decides who sees and may do what; every
// Document carries its `viewerCan`.
import { cursorToOffset, encodeGlobalID, offsetToCursor } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { BffContext } from '../context.ts';
import type { DocumentCapabilitiesJson, DocumentJson, UploadTargetJson } from '../registry/documents.ts';
import type { PolicyLimitJson } from '../registry/policy-limits.ts';
import { CaseViewerCan } from './case.ts';
import { internalId } from './ids.ts';
import { PolicyLimit as PolicyLimitRef } from './policy-limits.ts';
import { CaseRef, LienRef, nodesInKeyOrder } from './refs.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';
import { viewerCanType } from './viewer-can.ts';

/** The size limit of one document (DECISIONS.md 13): 100 MiB minus 1024 bytes. The registry enforces it too. */
export const MAX_DOCUMENT_BYTES = 104_856_576;
/** Download All takes at most this many documents (spec §9, zip file count). */
export const MAX_DOWNLOAD_ALL = 100;

const LAW_FIRM_TYPES = [
  'CHANGE_OF_REPRESENTATION',
  'HIPAA_RELEASE',
  'LETTER_OF_REQUEST',
  'LIABILITY_DOCUMENT',
  'POLICY_LIMIT',
  'SIGNED_LIEN_LETTER',
];
const LIENHOLDER_TYPES = ['MEDICAL_RECORDS', 'BILL', 'LIEN_AGREEMENT', 'OTHER'];

export const DocumentRef = builder.loadableNodeRef<DocumentJson>('Document', {
  id: { resolve: (document) => document.id },
  load: (ids: string[], ctx) => nodesInKeyOrder(ctx.gateway.documents.loadMany(ids)),
  toKey: (document) => document.id,
  cacheResolved: true,
});

const DocumentViewerCan = viewerCanType<DocumentCapabilitiesJson>('DocumentViewerCan', 'What the viewer may do on a document.', {
  edit: {
    from: 'edit',
    description: "Edit its details (updateDocument): the organisation that added it. The row menu's Details and Edit.",
  },
  delete: { from: 'delete', description: 'Delete it (deleteDocument): the organisation that added it, while it is not paid for.' },
  download: { from: 'download', description: 'Download it (openDocument gives the link): everyone who sees it, unless it needs payment.' },
  pay: { from: 'pay', description: "Pay its access fee ('Pay to Open'): law-firm users on a priced document not yet paid for." },
});

/** The labels of the document types, from the registry's option lists. */
async function typeLabels(ctx: BffContext): Promise<Map<string, string>> {
  const options = await ctx.gateway.options.all();
  const lists = [options.document_types ?? [], (options as Record<string, typeof options.document_types>).lien_document_types ?? []];
  return new Map(lists.flat().map((option) => [option.value, option.label]));
}

DocumentRef.implement({
  description:
    "A document of a case (shared with the case's lienholders) or of a lien (between the lien's holder and the case's law firm).",
  fields: (t) => ({
    internalID: t.exposeString('id', { description: "The registry's id (as in the REST API and /document-payment?document_ids=)." }),
    name: t.exposeString('name', { description: 'The name shown for it (at most 255 characters).' }),
    type: t.exposeString('type', { description: 'Its type, a value of `Case.documentTypeChoices` (e.g. MEDICAL_RECORDS).' }),
    typeLabel: t.string({
      description: 'Its type as people read it.',
      resolve: async (document, _args, ctx) => (await typeLabels(ctx)).get(document.type) ?? document.type,
    }),
    price: t.exposeString('price', { description: 'The access fee, a decimal string ("0.00" when none).' }),
    order: t.exposeInt('order', { description: "Its position among its lien's documents." }),
    size: t.float({ description: 'Its size in bytes.', resolve: (document) => Number(document.size) }),
    contentType: t.exposeString('content_type', { description: 'The media type it was uploaded with.' }),
    isCaseDocument: t.exposeBoolean('is_case_document', { description: 'True for a case document (not tied to one lien).' }),
    addedByLawFirm: t.exposeBoolean('added_by_law_firm', { description: "True when the case's law firm added it." }),
    isPaidFor: t.exposeBoolean('is_paid_for', { description: 'True once its access fee was paid.' }),
    needsPayment: t.exposeBoolean('needs_payment', {
      description: 'True for a law-firm viewer while its access fee is unpaid: it cannot be downloaded until paid.',
    }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was added.', resolve: (document) => document.created_at }),
    uploadedBy: t.string({
      nullable: true,
      description: 'The name of the person who added it; null when unknown.',
      resolve: (document) => document.uploaded_by || null,
    }),
    createdByOrganizationName: t.string({
      nullable: true,
      description: 'The organisation that added it; null when unknown.',
      resolve: (document) => document.created_by_organization?.name ?? null,
    }),
    lastViewedByLawFirm: t.field({
      type: 'DateTime',
      nullable: true,
      description: "Lienholder viewers only: when the case's law firm last opened it ('Last Viewed By Law Firm'); null otherwise.",
      resolve: (document) => document.last_viewed_by_law_firm ?? null,
    }),
    lien: t.field({
      type: LienRef,
      nullable: true,
      description: 'The lien of a lien document; null for a case document.',
      resolve: (document) => document.lien,
    }),
    viewerCan: t.field({
      type: DocumentViewerCan,
      description: 'What the viewer may do on it.',
      resolve: (document) => document.viewer_can,
    }),
  }),
});

export const DocumentEdge = builder.edgeObject({ type: DocumentRef, name: 'DocumentEdge' });

export const DocumentConnection = builder.connectionObject(
  {
    type: DocumentRef,
    name: 'DocumentConnection',
    fields: (t) => ({
      totalCount: t.int({
        description: 'How many documents the list has with the same filter, not only this page.',
        resolve: (connection) => connection.totalCount,
      }),
    }),
  },
  DocumentEdge,
);

const DocumentsFilter = builder.inputType('DocumentsFilter', {
  description: 'Narrows a list of documents.',
  fields: (t) => ({
    type: t.string({ description: 'Only documents of this type.' }),
    search: t.string({ description: 'Only documents whose name contains this text.' }),
    downloadable: t.boolean({
      description: "Only documents the viewer can open now: none it must pay for first ('Download All (n)' counts these).",
    }),
  }),
});

const MAX_PAGE = 100;

interface DocumentsArgs {
  first?: number | null;
  after?: string | null;
  filter?: { type?: string | null; search?: string | null; downloadable?: boolean | null } | null;
}

const documentEdge = (document: DocumentJson, offset = 0) => ({ cursor: offsetToCursor(offset), node: document });

/** A page of documents with offset cursors (the registry pages them by number, so a page starts at a multiple of `first`). */
async function documentsConnection(ctx: BffContext, owner: { case?: string; lien?: string }, args: DocumentsArgs) {
  const first = Math.min(Math.max(args.first ?? 50, 1), MAX_PAGE);
  const offset = args.after ? cursorToOffset(args.after) + 1 : 0;
  const query = {
    ...owner,
    type: args.filter?.type || undefined,
    search: args.filter?.search?.trim() || undefined,
    downloadable: args.filter?.downloadable ?? undefined,
  };
  // Offsets that are not a multiple of the page size are read from the first page, wide enough to hold them.
  const aligned = offset % first === 0;
  const page = await ctx.gateway.documents.page({
    ...query,
    pageSize: aligned ? first : offset + first,
    page: aligned ? offset / first + 1 : 1,
  });
  const results = aligned ? page.results : page.results.slice(offset);
  const edges = results.map((node, index) => documentEdge(node, offset + index));
  return {
    totalCount: page.count,
    edges,
    pageInfo: {
      hasNextPage: offset + edges.length < page.count,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

const documentsArgs = (t: any) => ({
  first: t.arg.int({ description: 'How many documents to return: 1 to 100 (50 when omitted).' }),
  after: t.arg.string({ description: 'Return the documents after this cursor (an `endCursor` of the same list).' }),
  filter: t.arg({ type: DocumentsFilter, description: 'Only the documents that match.' }),
});

builder.objectField(CaseRef, 'documents', (t) =>
  t.field({
    type: DocumentConnection,
    description:
      "The case's documents the viewer sees (a law firm: case documents and the shared documents of its liens; a lienholder: documents shared with everyone and its own lien's).",
    args: documentsArgs(t),
    resolve: (kase, args, ctx) => documentsConnection(ctx, { case: kase.id }, args as DocumentsArgs),
  }),
);

builder.objectField(LienRef, 'documents', (t) =>
  t.field({
    type: DocumentConnection,
    description: "The lien's documents the viewer sees.",
    args: documentsArgs(t),
    resolve: (lien, args, ctx) => documentsConnection(ctx, { lien: lien.id }, args as DocumentsArgs),
  }),
);

const DocumentTypeChoice = builder.objectRef<{ value: string; label: string }>('DocumentTypeChoice').implement({
  description: 'A document type the viewer may give a document.',
  fields: (t) => ({
    value: t.exposeString('value', { description: 'The value to send.' }),
    label: t.exposeString('label', { description: 'The text to show.' }),
  }),
});

builder.objectField(CaseRef, 'documentTypeChoices', (t) =>
  t.field({
    type: [DocumentTypeChoice],
    description: "The types the viewer's side uploads: a law firm's (letters, releases, …) or a lienholder's (medical records, bills, …).",
    resolve: async (_kase, _args, ctx) => {
      const viewer = await ctx.gateway.acting();
      const labels = await typeLabels(ctx);
      const values = viewer.kind === 'LAW_FIRM' ? LAW_FIRM_TYPES : LIENHOLDER_TYPES;
      return values.map((value) => ({ value, label: labels.get(value) ?? value }));
    },
  }),
);

// What the viewer may do with the case's documents, on Case.viewerCan: the registry's answers (`viewer_can`).
builder.objectField(CaseViewerCan, 'uploadDocuments', (t) =>
  t.exposeBoolean('upload_documents', {
    description:
      "Upload documents to the case (createDocumentUploads, attachDocuments): its law firm ('New' › Document Upload) and lienholders on it ('Upload Documents').",
  }),
);
builder.objectField(CaseViewerCan, 'requestDocuments', (t) =>
  t.exposeBoolean('request_documents', {
    description: "Request documents from a lienholder ('New' › Document Request): the case's law firm, when a lienholder is on the case.",
  }),
);
builder.objectField(CaseViewerCan, 'priceDocuments', (t) =>
  t.exposeBoolean('price_documents', {
    description:
      'Set an access fee on medical records it uploads (the Access Fee field): a lienholder on the case whose organisation has a connected payment account (DECISIONS.md 15).',
  }),
);
builder.objectField(CaseRef, 'documentTypeFilterChoices', (t) =>
  t.field({
    type: [DocumentTypeChoice],
    description: "Every document type, for the Documents tab's filter (both sides' types: a list holds both).",
    resolve: async (_kase, _args, ctx) => {
      const labels = await typeLabels(ctx);
      return [...LAW_FIRM_TYPES, ...LIENHOLDER_TYPES].map((value) => ({ value, label: labels.get(value) ?? value }));
    },
  }),
);

const ShareWithChoice = builder.objectRef<{ value: string; label: string }>('DocumentShareWithChoice').implement({
  description: "One answer to an upload's Share With.",
  fields: (t) => ({
    value: t.exposeString('value', { description: "The value of `AttachDocumentsInput.shareWith`: 'ALL', or a lien's global id." }),
    label: t.exposeString('label', { description: "The text to show: 'All' or the lienholder's name." }),
  }),
});

builder.objectField(CaseRef, 'documentShareWithChoices', (t) =>
  t.field({
    type: [ShareWithChoice],
    description:
      "The Share With choices of an upload: for the case's law firm on a case with liens, 'All' and each lien's holder (one is required); empty for anyone else (nothing to choose).",
    resolve: async (kase, _args, ctx) => {
      // The case's law firm on a case with lienholders: the same rule as requesting documents from them.
      if (!kase.viewer_can.request_documents) return [];
      const liens = await ctx.gateway.liens.ofCase(kase.id);
      if (!liens.length) return [];
      return [
        { value: 'ALL', label: 'All' },
        ...liens.map((lien) => ({ value: encodeGlobalID('Lien', lien.id), label: lien.lienholder.name })),
      ];
    },
  }),
);

// Mutations.

const refused = (error: unknown, fields: Record<string, string> = {}) => {
  const userErrors = userErrorsFrom(error, fields);
  if (!userErrors) throw error;
  return userErrors;
};

interface UploadTargetShape {
  fileName: string;
  target: UploadTargetJson;
}

const HttpHeader = builder.objectRef<{ name: string; value: string }>('HttpHeader').implement({
  description: 'One HTTP header to send.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The header name.' }),
    value: t.exposeString('value', { description: 'Its value.' }),
  }),
});

const DocumentUploadTarget = builder.objectRef<UploadTargetShape>('DocumentUploadTarget').implement({
  description:
    "Where to send one file's bytes: send the file as the raw body of `method` to `url` with `headers`, then attach it with `attachDocuments` before `expiresAt`.",
  fields: (t) => ({
    uploadId: t.string({ description: 'The upload, for attachDocuments.', resolve: (upload) => upload.target.file_path }),
    fileName: t.exposeString('fileName', { description: 'The file it is for, as given.' }),
    url: t.string({
      description: 'The signed target (it is the credential: single use, short-lived).',
      resolve: (upload) => upload.target.upload_url,
    }),
    method: t.string({ description: 'The HTTP method (PUT).', resolve: (upload) => upload.target.upload_data.method ?? 'PUT' }),
    headers: t.field({
      type: [HttpHeader],
      description: 'The headers to send with the bytes.',
      resolve: (upload) => Object.entries(upload.target.upload_data.headers ?? {}).map(([name, value]) => ({ name, value })),
    }),
    expiresAt: t.field({
      type: 'DateTime',
      description: 'When the target stops accepting.',
      resolve: (upload) => upload.target.expires_at,
    }),
  }),
});

const DocumentFileInput = builder.inputType('DocumentFileInput', {
  description: 'A file to upload.',
  fields: (t) => ({
    fileName: t.string({ description: "The file's name.", required: true }),
    size: t.float({ description: 'Its size in bytes (at most 104,856,576).', required: true }),
    contentType: t.string({ description: 'Its media type; application/octet-stream when unknown.' }),
  }),
});

const CreateDocumentUploadsInput = builder.inputType('CreateDocumentUploadsInput', {
  description: 'The input of `createDocumentUploads`.',
  fields: (t) => ({ files: t.field({ type: [DocumentFileInput], required: true, description: 'The files, in order (1 to 100).' }) }),
});

const CreateDocumentUploadsPayload = builder
  .objectRef<{ uploads: UploadTargetShape[]; userErrors: UserErrorShape[] }>('CreateDocumentUploadsPayload')
  .implement({
    description: 'What `createDocumentUploads` returns: one upload target per file, in order, or `userErrors` (none then).',
    fields: (t) => ({
      uploads: t.field({
        type: [DocumentUploadTarget],
        description: 'One target per file, in order.',
        resolve: (payload) => payload.uploads,
      }),
      userErrors: t.field({
        type: [UserError],
        description: 'Why nothing was issued; empty on success.',
        resolve: (payload) => payload.userErrors,
      }),
    }),
  });

const sizeText = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)}mb`;

builder.mutationField('createDocumentUploads', (t) =>
  t.field({
    type: CreateDocumentUploadsPayload,
    description:
      "Step 1 of an upload: a signed target per file. A file over 104,856,576 bytes is refused ('No files larger than 100mb may be uploaded. Selected file size: Nmb.').",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: CreateDocumentUploadsInput, required: true, description: "The mutation's input." }) },
    resolve: async (_root, { input }, ctx) => {
      const files = input.files;
      if (!files.length || files.length > 100)
        return { uploads: [], userErrors: [{ field: 'files', message: 'Choose 1 to 100 files.', code: 'INVALID' }] };
      const tooLarge = files.find((file) => file.size > MAX_DOCUMENT_BYTES);
      if (tooLarge) {
        const message = `No files larger than 100mb may be uploaded. Selected file size: ${sizeText(tooLarge.size)}.`;
        return { uploads: [], userErrors: [{ field: 'files', message, code: 'FILE_TOO_LARGE' }] };
      }
      try {
        const targets = await Promise.all(
          files.map((file) =>
            ctx.gateway.documents.createUpload({
              filename: file.fileName,
              size: file.size,
              content_type: file.contentType || 'application/octet-stream',
            }),
          ),
        );
        return { uploads: targets.map((target, index) => ({ fileName: files[index]!.fileName, target })), userErrors: [] };
      } catch (error) {
        return { uploads: [], userErrors: refused(error, { filename: 'files', size: 'files', content_type: 'files' }) };
      }
    },
  }),
);

const AttachDocumentInput = builder.inputType('AttachDocumentInput', {
  description: 'One uploaded file to attach as a document.',
  fields: (t) => ({
    uploadId: t.string({ description: '`DocumentUploadTarget.uploadId` of the file, once its bytes were sent.', required: true }),
    name: t.string({ description: 'The document name (at most 255 characters).', required: true }),
    type: t.string({ description: 'A value of `Case.documentTypeChoices`.', required: true }),
    price: t.string({ description: 'The access fee (only medical records, only when `Case.viewerCan.priceDocuments`).' }),
    order: t.int({ description: "Its position among the lien's documents (the next ones when omitted)." }),
  }),
});

const AttachDocumentsInput = builder.inputType('AttachDocumentsInput', {
  description: 'The input of `attachDocuments`.',
  fields: (t) => ({
    caseId: t.id({ description: 'The case (global or registry id).', required: true }),
    lienId: t.id({ description: "A lienholder's own lien on the case (when it has several)." }),
    shareWith: t.string({
      description: "Law firm, on a case with liens (required then): 'ALL' for a case document, or a lien's id for that lien's holder only.",
    }),
    documents: t.field({ type: [AttachDocumentInput], required: true, description: 'The files to attach, all or nothing.' }),
  }),
});

interface AttachShape {
  caseId: string | null;
  documents: DocumentJson[];
  userErrors: UserErrorShape[];
}

const AttachDocumentsPayload = builder.objectRef<AttachShape>('AttachDocumentsPayload').implement({
  description: 'What `attachDocuments` returns: the new documents as edges (append them), the case, or `userErrors` (nothing attached).',
  fields: (t) => ({
    documentEdges: t.field({
      type: [DocumentEdge],
      description: 'The new documents, as edges of `Case.documents`.',
      resolve: (payload) => payload.documents.map((document) => documentEdge(document)),
    }),
    case: t.field({ type: CaseRef, nullable: true, description: 'The case after the change.', resolve: (payload) => payload.caseId }),
    userErrors: t.field({
      type: [UserError],
      description: 'Why nothing was attached; empty on success.',
      resolve: (payload) => payload.userErrors,
    }),
  }),
});

/** Registry field names (`documents.0.name`, `share_with`, …) as the input's. */
const ATTACH_FIELDS: Record<string, string> = { case: 'caseId', lien: 'lienId', share_with: 'shareWith', file_path: 'uploadId' };

builder.mutationField('attachDocuments', (t) =>
  t.field({
    type: AttachDocumentsPayload,
    description:
      "Step 2 of an upload: the uploaded files become documents of the case (a law firm's, shared as Share With says) or of the lienholder's own lien.",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: AttachDocumentsInput, required: true, description: "The mutation's input." }) },
    resolve: async (_root, { input }, ctx): Promise<AttachShape> => {
      const caseId = internalId('Case', String(input.caseId));
      const shareWith = input.shareWith ? (input.shareWith === 'ALL' ? 'ALL' : internalId('Lien', input.shareWith)) : null;
      try {
        const documents = await ctx.gateway.documents.attach({
          case: caseId,
          lien: input.lienId ? internalId('Lien', String(input.lienId)) : null,
          share_with: shareWith,
          documents: input.documents.map((document) => ({
            file_path: document.uploadId,
            name: document.name,
            type: document.type,
            ...(document.price ? { price: document.price } : {}),
            ...(document.order !== null && document.order !== undefined ? { order: document.order } : {}),
          })),
        });
        return { caseId, documents, userErrors: [] };
      } catch (error) {
        return { caseId: null, documents: [], userErrors: refused(error, ATTACH_FIELDS) };
      }
    },
  }),
);

const UpdateDocumentInput = builder.inputType('UpdateDocumentInput', {
  description: 'The input of `updateDocument`: the fields to change.',
  fields: (t) => ({
    documentId: t.id({ description: 'The document (global or registry id).', required: true }),
    name: t.string({ description: 'A new name.' }),
    type: t.string({ description: 'A new type.' }),
    price: t.string({ description: 'A new access fee (same rule as on upload).' }),
    order: t.int({ description: 'A new position.' }),
  }),
});

interface DocumentShape {
  document: DocumentJson | null;
  userErrors: UserErrorShape[];
}

const UpdateDocumentPayload = builder.objectRef<DocumentShape>('UpdateDocumentPayload').implement({
  description: 'What `updateDocument` returns: the document as saved, or `userErrors`.',
  fields: (t) => ({
    document: t.field({
      type: DocumentRef,
      nullable: true,
      description: 'The document after the change.',
      resolve: (payload) => payload.document,
    }),
    userErrors: t.field({
      type: [UserError],
      description: 'Why nothing changed; empty on success.',
      resolve: (payload) => payload.userErrors,
    }),
  }),
});

builder.mutationField('updateDocument', (t) =>
  t.field({
    type: UpdateDocumentPayload,
    description: "Edit Document Details: the organisation that added the document. Unknown or not visible: 'No lien document found'.",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UpdateDocumentInput, required: true, description: "The mutation's input." }) },
    resolve: async (_root, { input }, ctx): Promise<DocumentShape> => {
      const id = internalId('Document', String(input.documentId));
      const changes: Record<string, string | number> = {};
      if (input.name !== null && input.name !== undefined) changes.name = input.name;
      if (input.type !== null && input.type !== undefined) changes.type = input.type;
      if (input.price !== null && input.price !== undefined) changes.price = input.price;
      if (input.order !== null && input.order !== undefined) changes.order = input.order;
      try {
        return { document: await ctx.gateway.documents.update(id, changes), userErrors: [] };
      } catch (error) {
        return { document: null, userErrors: refused(error, { detail: 'documentId' }) };
      }
    },
  }),
);

const DeleteDocumentInput = builder.inputType('DeleteDocumentInput', {
  description: 'The input of `deleteDocument`.',
  fields: (t) => ({ documentId: t.id({ description: 'The document (global or registry id).', required: true }) }),
});

const DeleteDocumentPayload = builder
  .objectRef<{ deletedDocumentId: string | null; userErrors: UserErrorShape[] }>('DeleteDocumentPayload')
  .implement({
    description: 'What `deleteDocument` returns: the id of the deleted document (remove its edge), or `userErrors`.',
    fields: (t) => ({
      deletedDocumentId: t.id({
        nullable: true,
        description: 'The global id of the deleted document; null when refused.',
        resolve: (payload) => (payload.deletedDocumentId ? encodeGlobalID('Document', payload.deletedDocumentId) : null),
      }),
      userErrors: t.field({
        type: [UserError],
        description: 'Why nothing changed; empty on success.',
        resolve: (payload) => payload.userErrors,
      }),
    }),
  });

builder.mutationField('deleteDocument', (t) =>
  t.field({
    type: DeleteDocumentPayload,
    description: 'Deletes a document: the organisation that added it, while it is not paid for.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: DeleteDocumentInput, required: true, description: "The mutation's input." }) },
    resolve: async (_root, { input }, ctx) => {
      const id = internalId('Document', String(input.documentId));
      try {
        await ctx.gateway.documents.delete(id);
        return { deletedDocumentId: id, userErrors: [] };
      } catch (error) {
        return { deletedDocumentId: null, userErrors: refused(error) };
      }
    },
  }),
);

const OpenDocumentInput = builder.inputType('OpenDocumentInput', {
  description: 'The input of `openDocument`.',
  fields: (t) => ({ documentId: t.id({ description: 'The document (global or registry id).', required: true }) }),
});

const OpenDocumentPayload = builder
  .objectRef<{ document: DocumentJson | null; url: string | null; userErrors: UserErrorShape[] }>('OpenDocumentPayload')
  .implement({
    description: 'What `openDocument` returns: a fresh download link (valid for minutes; navigate to it), the document, or `userErrors`.',
    fields: (t) => ({
      url: t.string({
        nullable: true,
        description: 'The download link; null while the document needs payment.',
        resolve: (payload) => payload.url,
      }),
      document: t.field({
        type: DocumentRef,
        nullable: true,
        description: 'The document as it is now.',
        resolve: (payload) => payload.document,
      }),
      userErrors: t.field({
        type: [UserError],
        description: 'Why there is no link; empty on success.',
        resolve: (payload) => payload.userErrors,
      }),
    }),
  });

builder.mutationField('openDocument', (t) =>
  t.field({
    type: OpenDocumentPayload,
    description:
      "Download: a fresh, short-lived link to the document's bytes. The registry logs the access, and a law firm opening a lienholder's document sets its 'Last Viewed By Law Firm'.",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: OpenDocumentInput, required: true, description: "The mutation's input." }) },
    resolve: async (_root, { input }, ctx) => {
      const id = internalId('Document', String(input.documentId));
      try {
        const document = await ctx.gateway.documents.open(id);
        if (!document.download_url)
          return {
            document,
            url: null,
            userErrors: [{ field: null, message: 'This document must be paid for before it can be opened.', code: 'PAYMENT_REQUIRED' }],
          };
        return { document, url: document.download_url, userErrors: [] };
      } catch (error) {
        return { document: null, url: null, userErrors: refused(error) };
      }
    },
  }),
);

const DownloadAllDocumentsInput = builder.inputType('DownloadAllDocumentsInput', {
  description: 'The input of `downloadAllDocuments`.',
  fields: (t) => ({
    caseId: t.id({ description: 'The case (global or registry id).', required: true }),
    lienId: t.id({ description: "Only this lien's documents." }),
  }),
});

const DownloadAllDocumentsPayload = builder
  .objectRef<{ count: number; url: string | null; userErrors: UserErrorShape[] }>('DownloadAllDocumentsPayload')
  .implement({
    description: 'What `downloadAllDocuments` returns: how many documents the zip holds and a fresh link to it.',
    fields: (t) => ({
      count: t.exposeInt('count', { description: 'How many documents Download All takes.' }),
      url: t.string({
        nullable: true,
        description: `A link to one zip of them (valid for minutes); null with none, or over ${MAX_DOWNLOAD_ALL}.`,
        resolve: (payload) => payload.url,
      }),
      userErrors: t.field({
        type: [UserError],
        description: 'Why there is no link; empty on success.',
        resolve: (payload) => payload.userErrors,
      }),
    }),
  });

builder.mutationField('downloadAllDocuments', (t) =>
  t.field({
    type: DownloadAllDocumentsPayload,
    description: `Download All: one streamed zip of the case's documents the viewer may download (at most ${MAX_DOWNLOAD_ALL}: 'A maximum of ${MAX_DOWNLOAD_ALL} documents can be downloaded at one time').`,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: DownloadAllDocumentsInput, required: true, description: "The mutation's input." }) },
    resolve: async (_root, { input }, ctx) => {
      try {
        const answer = await ctx.gateway.documents.downloadAll({
          case: internalId('Case', String(input.caseId)),
          lien: input.lienId ? internalId('Lien', String(input.lienId)) : null,
        });
        if (answer.count > MAX_DOWNLOAD_ALL)
          return {
            count: answer.count,
            url: null,
            userErrors: [
              { field: null, message: `A maximum of ${MAX_DOWNLOAD_ALL} documents can be downloaded at one time`, code: 'TOO_MANY' },
            ],
          };
        return { count: answer.count, url: answer.download_url, userErrors: [] };
      } catch (error) {
        return { count: 0, url: null, userErrors: refused(error) };
      }
    },
  }),
);

builder.objectField(CaseRef, 'showsLastViewedByLawFirm', (t) =>
  t.boolean({
    description: "True when the viewer's documents list has the 'Last Viewed By Law Firm' column (lienholders; a law firm has none).",
    resolve: async (_kase, _args, ctx) => (await ctx.gateway.acting()).kind === 'LIENHOLDER',
  }),
);

builder.objectField(CaseRef, 'documentsDownloadLimit', (t) =>
  t.int({
    description: `The most documents Download All takes at one time (${MAX_DOWNLOAD_ALL}).`,
    resolve: () => MAX_DOWNLOAD_ALL,
  }),
);

// A policy limit's document (its POLICY_LIMIT case document).

builder.objectField(PolicyLimitRef, 'document', (t) =>
  t.field({
    type: DocumentRef,
    nullable: true,
    description: 'Its document (a POLICY_LIMIT case document); null when none. Download it with openDocument.',
    resolve: async (limit, _args, ctx) => (limit.document ? ctx.gateway.documents.load(limit.document.id) : null),
  }),
);

const AttachPolicyLimitDocumentInput = builder.inputType('AttachPolicyLimitDocumentInput', {
  description: 'The input of `attachPolicyLimitDocument`.',
  fields: (t) => ({
    policyLimitId: t.id({ description: 'The policy limit (global or registry id).', required: true }),
    caseId: t.id({ description: 'Its case (global or registry id).', required: true }),
    documentId: t.id({ description: 'A POLICY_LIMIT case document of the case; null detaches.' }),
  }),
});

const AttachPolicyLimitDocumentPayload = builder
  .objectRef<{ policyLimit: PolicyLimitJson | null; userErrors: UserErrorShape[] }>('AttachPolicyLimitDocumentPayload')
  .implement({
    description: 'What `attachPolicyLimitDocument` returns: the policy limit with its document, or `userErrors`.',
    fields: (t) => ({
      policyLimit: t.field({
        type: PolicyLimitRef,
        nullable: true,
        description: 'The policy limit after the change.',
        resolve: (payload) => payload.policyLimit,
      }),
      userErrors: t.field({
        type: [UserError],
        description: 'Why nothing changed; empty on success.',
        resolve: (payload) => payload.userErrors,
      }),
    }),
  });

builder.mutationField('attachPolicyLimitDocument', (t) =>
  t.field({
    type: AttachPolicyLimitDocumentPayload,
    description: "Law firm: attaches a document (uploaded first as a POLICY_LIMIT case document) to one of its case's policy limits.",
    authScopes: { lawFirm: true },
    args: { input: t.arg({ type: AttachPolicyLimitDocumentInput, required: true, description: "The mutation's input." }) },
    resolve: async (_root, { input }, ctx) => {
      try {
        const policyLimit = await ctx.gateway.policyLimits.attachDocument(
          internalId('PolicyLimit', String(input.policyLimitId)),
          internalId('Case', String(input.caseId)),
          input.documentId ? internalId('Document', String(input.documentId)) : null,
        );
        return { policyLimit, userErrors: [] };
      } catch (error) {
        return { policyLimit: null, userErrors: refused(error, { document: 'documentId' }) };
      }
    },
  }),
);
