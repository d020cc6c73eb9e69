// The size limit of one document, checked in the browser before any request (DECISIONS.md 13): 100 MiB minus
// 1024 bytes. The registry refuses one byte more too (when asked for the target, while streaming, and on attach).
export const MAX_DOCUMENT_BYTES = 104_856_576;

export const FILE_SIZE_LIMIT_TITLE = 'File Size Limit Reached';

/** Megabytes (MiB) to one decimal, as the message shows them: 104,857,600 bytes is '100.0'. */
export const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** The text under 'File Size Limit Reached' for a file of `bytes`. */
export const fileSizeLimitText = (bytes: number) =>
  `No files larger than 100mb may be uploaded. Selected file size: ${megabytes(bytes)}mb.`;

export const isTooLarge = (file: { size: number }) => file.size > MAX_DOCUMENT_BYTES;
