// The documents slice (issue 11): uploads, documents of a case and of its liens, downloads. See registry/API.md,
// "Documents", for the routes (registry/http/documents.ts).
export { createUpload, parseUploadRequest, receiveUpload, type IssuedUpload, type NewUpload, type Uploader } from './uploads.ts';
export {
  attachDocuments,
  parseAttachRequest,
  resolveTarget,
  withDirectUploadCopies,
  type AttachInput,
  type DirectUploadCopies,
  type NewDocument,
} from './attach.ts';
export { deleteDocument, parseDocumentPatch, updateDocument, NO_DOCUMENT } from './update.ts';
export { downloadAll, downloadUrlOf, recordLawFirmView, zipOf } from './downloads.ts';
export { serializeDocument } from './serialize.ts';
export { documentAudience, findVisibleDocument, needsPayment, viewerCan, visibleDocuments, type DocumentRow } from './visibility.ts';
export { emitDocumentEvent } from './events.ts';
export { MAX_DOCUMENT_BYTES, LAW_FIRM_DOCUMENT_TYPES, LIEN_DOCUMENT_TYPES, fileTooLargeMessage } from './limits.ts';
