// The texts of document requests (spec 001 §4, §5, §8; spec 002 §8).

export const requestDocumentsTitle = (plaintiff: string) => `Request Documents for ${plaintiff}'s Case`;
export const REQUIRED = 'This field is required.';
export const REQUEST_SENT = 'Documents requested.';
export const CLOSED_SUCCESS = 'Successfully closed document request';
export const CLOSE_FAILED = 'An error occurred while trying to close document request';
export const NO_TOKEN = 'No document request token supplied!';

/** Every status with its label; the lienholder's choices leave out ALREADY_FULFILLED. */
export const STATUS_LABELS: Record<string, string> = {
  LIENHOLDER_UPLOADED_ALL_DOCUMENTS: 'Lienholder Uploaded All Documents',
  CLARIFICATION_NEEDED: 'Clarification Needed',
  PATIENT_STILL_TREATING: 'Patient Still Treating',
  IN_PROGRESS: 'In Progress',
  ALREADY_FULFILLED: 'Already Fulfilled',
  CLOSED_BY_LAW_FIRM: 'Closed by Law Firm',
};

export const LIENHOLDER_STATUSES = [
  'LIENHOLDER_UPLOADED_ALL_DOCUMENTS',
  'CLARIFICATION_NEEDED',
  'PATIENT_STILL_TREATING',
  'IN_PROGRESS',
] as const;
export type LienholderStatus = (typeof LIENHOLDER_STATUSES)[number];

export const statusLabel = (status: string | null | undefined) => (status ? (STATUS_LABELS[status] ?? status) : 'Awaiting response');

/** The logged-out pages' paths (spec 002: the link is /document-request/response?token=…&request_id=…). */
export const DOCUMENT_REQUEST_PATHS = {
  response: '/document-request/response',
  complete: '/document-request/response-complete',
  alreadyFulfilled: '/document-request/already-fulfilled',
  tokenExpired: '/document-request/token-expired',
} as const;
