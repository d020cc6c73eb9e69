// The documents' fixed rules: the size limit (DECISIONS 13) and which document types each side of a case uploads.
import { DOCUMENT_TYPES, type Option } from '../options.ts';
import type { OrganizationKind } from '../kinds.ts';

/** 100 MiB minus 1024 bytes (DECISIONS 13): the largest file a document may be. */
export const MAX_DOCUMENT_BYTES = 104_856_576;

/** The catalogue's text for a file over the limit; `size` in bytes, shown in megabytes to one decimal. */
export const fileTooLargeMessage = (size: number): string =>
  `No files larger than 100mb may be uploaded. Selected file size: ${(size / (1024 * 1024)).toFixed(1)}mb.`;

export const LAW_FIRM_DOCUMENT_TYPE_VALUES = [
  'CHANGE_OF_REPRESENTATION',
  'HIPAA_RELEASE',
  'LETTER_OF_REQUEST',
  'LIABILITY_DOCUMENT',
  'POLICY_LIMIT',
  'SIGNED_LIEN_LETTER',
] as const;

export const LIEN_DOCUMENT_TYPE_VALUES = ['MEDICAL_RECORDS', 'BILL', 'LIEN_AGREEMENT', 'OTHER'] as const;

/** The only type that may carry an access fee (DECISIONS 15). */
export const PRICED_DOCUMENT_TYPE = 'MEDICAL_RECORDS';

const pick = (values: readonly string[]): Option[] => DOCUMENT_TYPES.filter((option) => values.includes(option.value));

export const LAW_FIRM_DOCUMENT_TYPES: Option[] = pick(LAW_FIRM_DOCUMENT_TYPE_VALUES);
export const LIEN_DOCUMENT_TYPES: Option[] = pick(LIEN_DOCUMENT_TYPE_VALUES);

/** The types an organisation of `kind` may upload (and set on its own documents). */
export const documentTypesFor = (kind: OrganizationKind): readonly string[] =>
  kind === 'LAW_FIRM' ? LAW_FIRM_DOCUMENT_TYPE_VALUES : LIEN_DOCUMENT_TYPE_VALUES;

/** At most this many documents go into one "download all" zip. */
export const MAX_ZIP_DOCUMENTS = 100;
/** Uploads must be sent and attached within this time. */
export const UPLOAD_TTL_SECONDS = 3600;
/** Download links (signed tokens, presigned URLs) live this long. */
export const DOWNLOAD_LINK_SECONDS = 300;

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/tiff': 'tif',
  'image/heic': 'heic',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/zip': 'zip',
};

/** The name a download is saved under: the document's name, with its type's extension when the name has none. */
export function downloadName(name: string, contentType: string): string {
  if (/\.[A-Za-z0-9]{1,8}$/.test(name)) return name;
  const extension = EXTENSIONS[contentType.split(';')[0]!.trim().toLowerCase()];
  return extension ? `${name}.${extension}` : name;
}
