// Document requests: the DocumentRequest node (on Case, Lien and the DOCUMENT_REQUEST Thread's `request`), the law
// firm's requestDocuments and closeDocumentRequest, both sides' respondToDocumentRequest; and the logged-out page's
// query and mutations, which take the request's one-time token as an argument and call the registry with
// `Authorization: Token <token>` (no session; the token opens that one request only). The registry decides who sees
// and may answer which request; live updates come through caseChanged (THREADS changes name the thread).
import { builder } from '../builder.ts';
import type {
  DocumentRequestJson,
  DocumentRequestResponseJson,
  LoggedOutDocumentJson,
  LoggedOutDocumentRequestJson,
  UploadTargetJson,
} from '../registry/document-requests.ts';
import type { ThreadJson } from '../registry/threads.ts';
import { RegistryHttpError } from '../rest/registry-client.ts';
import { internalId } from './ids.ts';
import { CaseRef, LienRef, nodesInKeyOrder } from './refs.ts';
import { ThreadRef } from './threads.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';
import { viewerCanType } from './viewer-can.ts';

export const DocumentRequestRef = builder.loadableNodeRef<DocumentRequestJson>('DocumentRequest', {
  id: { resolve: (request) => request.id },
  load: (ids: string[], ctx) => nodesInKeyOrder(ctx.gateway.documentRequests.loadMany(ids)),
  toKey: (request) => request.id,
  cacheResolved: true,
});

const STATUS_VALUES = {
  LIENHOLDER_UPLOADED_ALL_DOCUMENTS: { description: 'The lienholder uploaded every document asked for (fulfils and closes the request).' },
  CLARIFICATION_NEEDED: { description: 'The lienholder needs the law firm to clarify the request (a note is required).' },
  PATIENT_STILL_TREATING: { description: 'The patient is still treating; the documents are not final yet.' },
  IN_PROGRESS: { description: 'The lienholder is working on it.' },
  ALREADY_FULFILLED: { description: 'The documents were already provided (never offered to lienholders as an answer).' },
  CLOSED_BY_LAW_FIRM: { description: 'The law firm closed the request.' },
} as const;

export const DocumentRequestStatus = builder.enumType('DocumentRequestStatus', {
  description: "A document request's status, as its last status answer set it.",
  values: STATUS_VALUES,
});
type Status = keyof typeof STATUS_VALUES;

const DocumentRequestCloseReason = builder.enumType('DocumentRequestCloseReason', {
  description: 'Why a document request is closed.',
  values: {
    CLOSED_BY_LAW_FIRM: { description: 'The law firm closed it.' },
    DOCUMENT_UPLOADED: { description: 'The lienholder uploaded all documents (fulfilled).' },
  } as const,
});

const DocumentRequestResponse = builder.objectRef<DocumentRequestResponseJson>('DocumentRequestResponse').implement({
  description: 'One answer on a document request: a status update, a note, or the close.',
  fields: (t) => ({
    internalID: t.exposeString('id', { description: "The registry's id." }),
    newStatus: t.field({
      type: DocumentRequestStatus,
      nullable: true,
      description: 'The status it set; null for a note without a status.',
      resolve: (response) => response.new_status as Status | null,
    }),
    note: t.exposeString('note', { description: 'The note (may be empty).' }),
    createdByName: t.exposeString('created_by_name', { description: 'Who answered (a user, or the contact of a logged-out answer).' }),
    createdAt: t.field({ type: 'DateTime', description: 'When.', resolve: (response) => response.created_at }),
  }),
});

const DocumentRequestViewerCan = viewerCanType<DocumentRequestJson['viewer_can']>(
  'DocumentRequestViewerCan',
  'What the viewer may do on a document request, as the registry decides it.',
  {
    respond: { from: 'respond', description: 'Answer it (respondToDocumentRequest): a party, while it is open.' },
    close: { from: 'close', description: "Close it (closeDocumentRequest): the case's law firm, while it is open." },
    upload: { from: 'upload', description: "Upload documents for it: the lien's lienholder, while it is open." },
  },
);

DocumentRequestRef.implement({
  description: "A law firm's request for documents from the lienholder of one lien on its case.",
  fields: (t) => ({
    internalID: t.exposeString('id', { description: "The registry's id (as in the REST API and the e-mailed link)." }),
    note: t.exposeString('note', { description: "The requester's note." }),
    status: t.field({
      type: DocumentRequestStatus,
      nullable: true,
      description: 'The current status; null until the lienholder answers with one.',
      resolve: (request) => request.status as Status | null,
    }),
    isFulfilled: t.exposeBoolean('is_fulfilled', { description: 'The lienholder uploaded all documents.' }),
    isClosed: t.exposeBoolean('is_closed', { description: 'Fulfilled or closed by the law firm: no more answers.' }),
    closeReason: t.field({
      type: DocumentRequestCloseReason,
      nullable: true,
      description: 'Why it is closed; null while open.',
      resolve: (request) => request.closed_reason as 'CLOSED_BY_LAW_FIRM' | 'DOCUMENT_UPLOADED' | null,
    }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was requested.', resolve: (request) => request.created_at }),
    closedAt: t.field({ type: 'DateTime', nullable: true, description: 'When it was closed.', resolve: (request) => request.closed_at }),
    createdByOrganizationName: t.exposeString('created_by_organization_name', {
      nullable: true,
      description: 'The law firm that asked.',
    }),
    lienholderName: t.string({ description: 'The lienholder asked.', resolve: (request) => request.lienholder.name }),
    responses: t.field({
      type: [DocumentRequestResponse],
      description: 'The answers, oldest first.',
      resolve: (request) => request.responses,
    }),
    viewerCan: t.field({
      type: DocumentRequestViewerCan,
      description: 'What the viewer may do.',
      resolve: (request) => request.viewer_can,
    }),
    case: t.field({ type: CaseRef, description: 'The case.', resolve: (request) => request.case }),
    lien: t.field({ type: LienRef, nullable: true, description: 'The lien asked about.', resolve: (request) => request.lien.id }),
    thread: t.field({
      type: ThreadRef,
      nullable: true,
      description: 'Its DOCUMENT_REQUEST conversation in the Inbox.',
      resolve: (request) => request.thread,
    }),
  }),
});

builder.objectField(CaseRef, 'documentRequests', (t) =>
  t.field({
    type: [DocumentRequestRef],
    description: 'The document requests on this case the viewer is party to, newest first.',
    resolve: (kase, _args, ctx) => ctx.gateway.documentRequests.ofCase(kase.id),
  }),
);

builder.objectField(CaseRef, 'openDocumentRequestCount', (t) =>
  t.int({
    description: 'Document requests on this case still open (unfulfilled and not closed) that the viewer is party to.',
    resolve: async (kase, _args, ctx) =>
      (await ctx.gateway.documentRequests.ofCase(kase.id)).filter((request) => !request.is_closed).length,
  }),
);

builder.objectField(LienRef, 'documentRequests', (t) =>
  t.field({
    type: [DocumentRequestRef],
    description: 'The document requests about this lien the viewer is party to, newest first.',
    resolve: (lien, _args, ctx) => ctx.gateway.documentRequests.ofLien(lien.id),
  }),
);

builder.objectField(ThreadRef, 'request', (t) =>
  t.field({
    type: DocumentRequestRef,
    nullable: true,
    description: 'The document request of a DOCUMENT_REQUEST thread; null for other types.',
    resolve: (thread) => (thread as ThreadJson & { request?: DocumentRequestJson | null }).request ?? null,
  }),
);

// Signed-in mutations.

interface RequestPayloadShape {
  request: DocumentRequestJson | null;
  userErrors: UserErrorShape[];
}

const requestPayload = (name: string, description: string) =>
  builder.objectRef<RequestPayloadShape>(name).implement({
    description,
    fields: (t) => ({
      documentRequest: t.field({
        type: DocumentRequestRef,
        nullable: true,
        description: 'The request after the change; null when refused.',
        resolve: (payload) => payload.request,
      }),
      thread: t.field({
        type: ThreadRef,
        nullable: true,
        description: 'Its conversation after the change.',
        resolve: (payload) => payload.request?.thread ?? null,
      }),
      case: t.field({
        type: CaseRef,
        nullable: true,
        description: 'The case, with its requests and Inbox after the change.',
        resolve: (payload) => payload.request?.case ?? null,
      }),
      userErrors: t.field({
        type: [UserError],
        description: 'Why nothing changed, in words for the person who asked; empty when the change was made.',
        resolve: (payload) => payload.userErrors,
      }),
    }),
  });

const RESPONSE_FIELDS = { request: 'requestId', new_status: 'newStatus', lien: 'lienId' };

const refused = (error: unknown): RequestPayloadShape => {
  const userErrors = userErrorsFrom(error, RESPONSE_FIELDS);
  if (!userErrors) throw error;
  return { request: null, userErrors };
};

const RequestDocumentsInput = builder.inputType('RequestDocumentsInput', {
  description: 'The input of `requestDocuments`.',
  fields: (t) => ({
    lienId: t.id({ description: 'The lien whose lienholder is asked (global or registry id).', required: true }),
    note: t.string({ description: 'What is needed (required).' }),
  }),
});

builder.mutationField('requestDocuments', (t) =>
  t.field({
    type: requestPayload('RequestDocumentsPayload', 'What `requestDocuments` returns: the new request, or `userErrors`.'),
    description:
      "The case's law firm asks a lien's lienholder for documents: a DOCUMENT_REQUEST conversation opens, and the lienholder's contacts get a one-time link by e-mail.",
    authScopes: { lawFirm: true },
    args: { input: t.arg({ type: RequestDocumentsInput, required: true, description: "The mutation's input." }) },
    resolve: async (_root, { input }, ctx) => {
      try {
        const request = await ctx.gateway.documentRequests.request({
          lien: internalId('Lien', String(input.lienId)),
          note: input.note ?? null,
        });
        return { request, userErrors: [] };
      } catch (error) {
        return refused(error);
      }
    },
  }),
);

const RespondToDocumentRequestInput = builder.inputType('RespondToDocumentRequestInput', {
  description: 'The input of `respondToDocumentRequest`.',
  fields: (t) => ({
    requestId: t.id({ description: 'The request (global or registry id).', required: true }),
    newStatus: t.field({
      type: DocumentRequestStatus,
      description: 'Lienholder: required (not ALREADY_FULFILLED). Law firm: leave out (use closeDocumentRequest to close).',
    }),
    note: t.string({ description: 'Required for CLARIFICATION_NEEDED, and always for a law firm.' }),
  }),
});

builder.mutationField('respondToDocumentRequest', (t) =>
  t.field({
    type: requestPayload('RespondToDocumentRequestPayload', 'What `respondToDocumentRequest` returns: the request, or `userErrors`.'),
    description:
      'A party answers a document request: the lienholder with a Request Status (and a note for CLARIFICATION_NEEDED), the law firm with a note. LIENHOLDER_UPLOADED_ALL_DOCUMENTS fulfils and closes it.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: RespondToDocumentRequestInput, required: true, description: "The mutation's input." }) },
    resolve: async (_root, { input }, ctx) => {
      try {
        const request = await ctx.gateway.documentRequests.respond({
          request: internalId('DocumentRequest', String(input.requestId)),
          new_status: input.newStatus ?? null,
          note: input.note ?? null,
        });
        return { request, userErrors: [] };
      } catch (error) {
        return refused(error);
      }
    },
  }),
);

const CloseDocumentRequestInput = builder.inputType('CloseDocumentRequestInput', {
  description: 'The input of `closeDocumentRequest`.',
  fields: (t) => ({
    requestId: t.id({ description: 'The request (global or registry id).', required: true }),
    note: t.string({ description: 'Why it is closed (required).' }),
  }),
});

builder.mutationField('closeDocumentRequest', (t) =>
  t.field({
    type: requestPayload('CloseDocumentRequestPayload', 'What `closeDocumentRequest` returns: the closed request, or `userErrors`.'),
    description: "The case's law firm closes a document request (CLOSED_BY_LAW_FIRM); its conversation is resolved.",
    authScopes: { lawFirm: true },
    args: { input: t.arg({ type: CloseDocumentRequestInput, required: true, description: "The mutation's input." }) },
    resolve: async (_root, { input }, ctx) => {
      try {
        const request = await ctx.gateway.documentRequests.respond({
          request: internalId('DocumentRequest', String(input.requestId)),
          new_status: 'CLOSED_BY_LAW_FIRM',
          note: input.note ?? null,
        });
        return { request, userErrors: [] };
      } catch (error) {
        return refused(error);
      }
    },
  }),
);

// The logged-out page (no session: the token is the credential).

/** The page's codes: TOKEN_EXPIRED (unknown, used or expired token → token-expired page), ALREADY_FULFILLED. */
const tokenCode = (error: unknown): string | null => {
  if (!(error instanceof RegistryHttpError)) return null;
  if (error.status === 401) return 'TOKEN_EXPIRED';
  if (error.status === 409) return 'ALREADY_FULFILLED';
  return null;
};

const loggedOutErrors = (error: unknown, fields: Record<string, string> = {}): UserErrorShape[] => {
  const userErrors = userErrorsFrom(error, {
    request: 'requestId',
    new_status: 'newStatus',
    file_path: 'uploadId',
    filename: 'files',
    size: 'files',
    ...fields,
  });
  if (!userErrors) throw error;
  const code = tokenCode(error);
  return code ? userErrors.map((userError) => ({ ...userError, code })) : userErrors;
};

const LoggedOutDocument = builder.objectRef<LoggedOutDocumentJson>('DocumentRequestUploadedDocument').implement({
  description: 'A document uploaded through a document request link.',
  fields: (t) => ({
    internalID: t.exposeString('id', { description: "The registry's id." }),
    name: t.exposeString('name', { description: 'Its name.' }),
    type: t.exposeString('type', { description: 'Its document type.' }),
    size: t.exposeFloat('size', { description: 'Its size in bytes.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was uploaded.', resolve: (document) => document.created_at }),
  }),
});

const DocumentRequestTypeChoice = builder.objectRef<{ value: string; label: string }>('DocumentRequestTypeChoice').implement({
  description: 'A document type the lienholder may upload.',
  fields: (t) => ({
    value: t.exposeString('value', { description: 'The value to send.' }),
    label: t.exposeString('label', { description: 'The label to show.' }),
  }),
});

const LoggedOutDocumentRequestViewerCan = builder
  .objectRef<LoggedOutDocumentRequestJson['viewer_can']>('LoggedOutDocumentRequestViewerCan')
  .implement({
    description: 'What the contact of a document request link may do on its page.',
    fields: (t) => ({
      priceDocuments: t.exposeBoolean('price_documents', {
        description:
          "Set an access fee on medical records they upload: the lienholder's organisation has a connected payment account (the Access Fee field shows only then).",
      }),
    }),
  });

const LoggedOutDocumentRequest = builder.objectRef<LoggedOutDocumentRequestJson>('LoggedOutDocumentRequest').implement({
  description: 'What a document request link shows a lienholder contact who is not signed in: exactly that one request.',
  fields: (t) => ({
    internalID: t.exposeString('id', { description: "The request's registry id." }),
    note: t.exposeString('note', { description: "The requester's note." }),
    status: t.field({
      type: DocumentRequestStatus,
      nullable: true,
      description: 'Its status.',
      resolve: (request) => request.status as Status | null,
    }),
    isFulfilled: t.exposeBoolean('is_fulfilled', { description: 'Fulfilled already.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was requested.', resolve: (request) => request.created_at }),
    lawFirmName: t.exposeString('created_by_organization_name', { nullable: true, description: 'The law firm that asked.' }),
    lienholderName: t.string({ description: 'The lienholder asked.', resolve: (request) => request.lien.lienholder.name }),
    plaintiffFirstName: t.string({ description: "The plaintiff's first name.", resolve: (request) => request.case.plaintiff.first_name }),
    plaintiffLastName: t.string({ description: "The plaintiff's last name.", resolve: (request) => request.case.plaintiff.last_name }),
    plaintiffBirthdate: t.field({
      type: 'Date',
      nullable: true,
      description: "The plaintiff's date of birth.",
      resolve: (request) => request.case.plaintiff.birthdate,
    }),
    dateOfLoss: t.field({
      type: 'Date',
      nullable: true,
      description: 'The date of loss.',
      resolve: (request) => request.case.date_of_loss,
    }),
    contactName: t.string({ description: 'The contact the link was sent to.', resolve: (request) => request.contact.name }),
    documents: t.field({
      type: [LoggedOutDocument],
      description: 'Documents uploaded through this request so far.',
      resolve: (request) => request.documents,
    }),
    documentTypeChoices: t.field({
      type: [DocumentRequestTypeChoice],
      description: 'The document types the lienholder may upload.',
      resolve: (request) => request.document_types,
    }),
    viewerCan: t.field({
      type: LoggedOutDocumentRequestViewerCan,
      description: 'What the contact may do on the page.',
      resolve: (request) => request.viewer_can ?? { price_documents: false },
    }),
  }),
});

const LoggedOutDocumentRequestResult = builder
  .objectRef<{ request: LoggedOutDocumentRequestJson | null; errorCode: string | null }>('LoggedOutDocumentRequestResult')
  .implement({
    description: 'The request a link opens, or why it opens nothing.',
    fields: (t) => ({
      request: t.field({
        type: LoggedOutDocumentRequest,
        nullable: true,
        description: 'The request; null with an errorCode.',
        resolve: (result) => result.request,
      }),
      errorCode: t.exposeString('errorCode', {
        nullable: true,
        description:
          "TOKEN_EXPIRED (unknown, used or expired link: the 'token-expired' page) or ALREADY_FULFILLED; null when the request opened.",
      }),
    }),
  });

builder.queryField('documentRequestByToken', (t) =>
  t.field({
    type: LoggedOutDocumentRequestResult,
    description: 'The logged-out page: the one request its e-mailed token opens (no session needed).',
    args: {
      token: t.arg.string({ required: true, description: 'The `token` of the link.' }),
      requestId: t.arg.string({ required: true, description: 'The `request_id` of the link.' }),
    },
    resolve: async (_root, { token, requestId }, ctx) => {
      try {
        return { request: await ctx.gateway.documentRequests.loggedOut.read(token, requestId), errorCode: null };
      } catch (error) {
        const code = tokenCode(error);
        if (!code) throw error;
        return { request: null, errorCode: code };
      }
    },
  }),
);

/** The link's two query parameters, on every logged-out input. */
const TOKEN_DESCRIPTION = 'The `token` of the link.';
const REQUEST_ID_DESCRIPTION = 'The `request_id` of the link.';

const ResendPayload = builder.objectRef<{ sent: boolean; userErrors: UserErrorShape[] }>('ResendDocumentRequestLinkPayload').implement({
  description: 'What `resendDocumentRequestLink` returns.',
  fields: (t) => ({
    sent: t.exposeBoolean('sent', {
      description: 'True when the request was accepted (the link goes to the addressed contact by e-mail).',
    }),
    userErrors: t.field({ type: [UserError], description: 'Why nothing was sent.', resolve: (payload) => payload.userErrors }),
  }),
});

builder.mutationField('resendDocumentRequestLink', (t) =>
  t.field({
    type: ResendPayload,
    description:
      "The token-expired page's Resend: a fresh link is e-mailed to the contact the (expired or used) link was addressed to; the link itself is never returned.",
    args: {
      input: t.arg({
        type: builder.inputType('ResendDocumentRequestLinkInput', {
          description: 'The input of `resendDocumentRequestLink`.',
          fields: (f) => ({
            token: f.string({ description: TOKEN_DESCRIPTION, required: true }),
            requestId: f.string({ description: REQUEST_ID_DESCRIPTION, required: true }),
          }),
        }),
        required: true,
        description: "The mutation's input.",
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        await ctx.gateway.documentRequests.loggedOut.refreshLink(input.token, input.requestId);
        return { sent: true, userErrors: [] };
      } catch (error) {
        return { sent: false, userErrors: loggedOutErrors(error) };
      }
    },
  }),
);

const RequestUploadHeader = builder.objectRef<{ name: string; value: string }>('DocumentRequestUploadHeader').implement({
  description: 'One HTTP header to send with the bytes.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The header name.' }),
    value: t.exposeString('value', { description: 'Its value.' }),
  }),
});

const RequestUploadTarget = builder.objectRef<{ fileName: string; target: UploadTargetJson }>('DocumentRequestUploadTarget').implement({
  description: "Where to send one file's bytes (raw body, `method`, `headers`), then attach it with `attachDocumentRequestDocuments`.",
  fields: (t) => ({
    uploadId: t.string({ description: 'The upload, for attachDocumentRequestDocuments.', resolve: (upload) => upload.target.file_path }),
    fileName: t.exposeString('fileName', { description: 'The file it is for.' }),
    url: t.string({ description: 'The signed target (single use, short-lived).', resolve: (upload) => upload.target.upload_url }),
    method: t.string({ description: 'The HTTP method (PUT).', resolve: (upload) => upload.target.upload_data.method ?? 'PUT' }),
    headers: t.field({
      type: [RequestUploadHeader],
      description: 'The headers to send.',
      resolve: (upload) => Object.entries(upload.target.upload_data.headers ?? {}).map(([name, value]) => ({ name, value })),
    }),
  }),
});

const RequestFileInput = builder.inputType('DocumentRequestFileInput', {
  description: 'A file to upload through a document request link.',
  fields: (t) => ({
    fileName: t.string({ description: "The file's name.", required: true }),
    size: t.float({ description: 'Its size in bytes (at most 104,856,576).', required: true }),
    contentType: t.string({ description: 'Its media type.' }),
  }),
});

const MAX_BYTES = 104_856_576;

builder.mutationField('createDocumentRequestUploads', (t) =>
  t.field({
    type: builder
      .objectRef<{ uploads: { fileName: string; target: UploadTargetJson }[]; userErrors: UserErrorShape[] }>(
        'CreateDocumentRequestUploadsPayload',
      )
      .implement({
        description: 'What `createDocumentRequestUploads` returns: a target per file, or `userErrors`.',
        fields: (f) => ({
          uploads: f.field({ type: [RequestUploadTarget], description: 'One target per file, in order.', resolve: (p) => p.uploads }),
          userErrors: f.field({ type: [UserError], description: 'Why nothing was issued.', resolve: (p) => p.userErrors }),
        }),
      }),
    description:
      "Step 1 of a logged-out upload: a signed target per file (the 100 MB rule: 'No files larger than 100mb may be uploaded. …').",
    args: {
      input: t.arg({
        type: builder.inputType('CreateDocumentRequestUploadsInput', {
          description: 'The input of `createDocumentRequestUploads`.',
          fields: (f) => ({
            token: f.string({ description: TOKEN_DESCRIPTION, required: true }),
            requestId: f.string({ description: REQUEST_ID_DESCRIPTION, required: true }),
            files: f.field({ type: [RequestFileInput], required: true, description: 'The files (1 to 100).' }),
          }),
        }),
        required: true,
        description: "The mutation's input.",
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const files = input.files;
      if (!files.length || files.length > 100)
        return { uploads: [], userErrors: [{ field: 'files', message: 'Choose 1 to 100 files.', code: 'INVALID' }] };
      const tooLarge = files.find((file) => file.size > MAX_BYTES);
      if (tooLarge)
        return {
          uploads: [],
          userErrors: [
            {
              field: 'files',
              message: `No files larger than 100mb may be uploaded. Selected file size: ${(tooLarge.size / 1024 / 1024).toFixed(1)}mb.`,
              code: 'FILE_TOO_LARGE',
            },
          ],
        };
      try {
        const targets = await Promise.all(
          files.map((file) =>
            ctx.gateway.documentRequests.loggedOut.createUpload(input.token, {
              filename: file.fileName,
              size: file.size,
              content_type: file.contentType || 'application/octet-stream',
            }),
          ),
        );
        return { uploads: targets.map((target, index) => ({ fileName: files[index]!.fileName, target })), userErrors: [] };
      } catch (error) {
        return { uploads: [], userErrors: loggedOutErrors(error) };
      }
    },
  }),
);

const RequestAttachInput = builder.inputType('DocumentRequestAttachInput', {
  description: 'One uploaded file to attach.',
  fields: (t) => ({
    uploadId: t.string({ description: '`DocumentRequestUploadTarget.uploadId`, once its bytes were sent.', required: true }),
    name: t.string({ description: 'The document name.', required: true }),
    type: t.string({ description: 'A value of `LoggedOutDocumentRequest.documentTypeChoices`.', required: true }),
    price: t.string({ description: 'An access fee (medical records, connected payment account only).' }),
    order: t.int({ description: 'Its position (the next ones when omitted).' }),
  }),
});

builder.mutationField('attachDocumentRequestDocuments', (t) =>
  t.field({
    type: builder
      .objectRef<{ documents: LoggedOutDocumentJson[]; userErrors: UserErrorShape[] }>('AttachDocumentRequestDocumentsPayload')
      .implement({
        description: 'What `attachDocumentRequestDocuments` returns: the new documents, or `userErrors` (nothing attached).',
        fields: (f) => ({
          documents: f.field({ type: [LoggedOutDocument], description: 'The new documents.', resolve: (p) => p.documents }),
          userErrors: f.field({ type: [UserError], description: 'Why nothing was attached.', resolve: (p) => p.userErrors }),
        }),
      }),
    description: "Step 2 of a logged-out upload: the files become documents of the request's lien.",
    args: {
      input: t.arg({
        type: builder.inputType('AttachDocumentRequestDocumentsInput', {
          description: 'The input of `attachDocumentRequestDocuments`.',
          fields: (f) => ({
            token: f.string({ description: TOKEN_DESCRIPTION, required: true }),
            requestId: f.string({ description: REQUEST_ID_DESCRIPTION, required: true }),
            documents: f.field({ type: [RequestAttachInput], required: true, description: 'The files, all or nothing.' }),
          }),
        }),
        required: true,
        description: "The mutation's input.",
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        const answer = await ctx.gateway.documentRequests.loggedOut.attach(
          input.token,
          input.documents.map((document) => ({
            file_path: document.uploadId,
            name: document.name,
            type: document.type,
            ...(document.price ? { price: document.price } : {}),
            ...(document.order !== null && document.order !== undefined ? { order: document.order } : {}),
          })),
        );
        return { documents: answer.results, userErrors: [] };
      } catch (error) {
        return { documents: [], userErrors: loggedOutErrors(error) };
      }
    },
  }),
);

builder.mutationField('submitDocumentRequestResponse', (t) =>
  t.field({
    type: builder.objectRef<{ isFulfilled: boolean; userErrors: UserErrorShape[] }>('SubmitDocumentRequestResponsePayload').implement({
      description: 'What `submitDocumentRequestResponse` returns.',
      fields: (f) => ({
        isFulfilled: f.exposeBoolean('isFulfilled', { description: 'The request is fulfilled now.' }),
        userErrors: f.field({
          type: [UserError],
          description: 'Why nothing changed (code TOKEN_EXPIRED or ALREADY_FULFILLED for the pages of those names).',
          resolve: (p) => p.userErrors,
        }),
      }),
    }),
    description: "The logged-out page's Submit: answers the request (by default LIENHOLDER_UPLOADED_ALL_DOCUMENTS) and uses the link up.",
    args: {
      input: t.arg({
        type: builder.inputType('SubmitDocumentRequestResponseInput', {
          description: 'The input of `submitDocumentRequestResponse`.',
          fields: (f) => ({
            token: f.string({ description: TOKEN_DESCRIPTION, required: true }),
            requestId: f.string({ description: REQUEST_ID_DESCRIPTION, required: true }),
            newStatus: f.field({ type: DocumentRequestStatus, description: 'The answer (default LIENHOLDER_UPLOADED_ALL_DOCUMENTS).' }),
            note: f.string({ description: 'A note (required for CLARIFICATION_NEEDED).' }),
          }),
        }),
        required: true,
        description: "The mutation's input.",
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        const answer = await ctx.gateway.documentRequests.loggedOut.respond(input.token, {
          request: input.requestId,
          new_status: input.newStatus ?? 'LIENHOLDER_UPLOADED_ALL_DOCUMENTS',
          note: input.note ?? null,
        });
        return { isFulfilled: answer.is_fulfilled, userErrors: [] };
      } catch (error) {
        return { isFulfilled: false, userErrors: loggedOutErrors(error) };
      }
    },
  }),
);
