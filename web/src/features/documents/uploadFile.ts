// Sends one file's bytes to its signed target with XMLHttpRequest, which (unlike fetch) reports upload progress:
// `upload.onprogress` drives the file's progress bar, and `abort()` is its Cancel. The file is the raw body.

export interface UploadTarget {
  url: string;
  method: string;
  headers: ReadonlyArray<{ readonly name: string; readonly value: string }>;
}

export interface RunningUpload {
  /** Resolves when the target accepted every byte; rejects on failure, or with an AbortError after cancel(). */
  done: Promise<void>;
  cancel(): void;
}

export class UploadCancelled extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'AbortError';
  }
}

/** Starts sending `file`; `onProgress(loaded, total)` is called as bytes leave the browser. */
export function uploadFile(file: Blob, target: UploadTarget, onProgress: (loaded: number, total: number) => void): RunningUpload {
  const xhr = new XMLHttpRequest();
  const done = new Promise<void>((resolve, reject) => {
    xhr.open(target.method || 'PUT', target.url);
    for (const header of target.headers) {
      // The browser sets Content-Length itself and refuses to be told.
      if (header.name.toLowerCase() !== 'content-length') xhr.setRequestHeader(header.name, header.value);
    }
    xhr.upload.onprogress = (event: ProgressEvent) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(file.size, file.size);
        resolve();
      } else reject(new Error(uploadFailureText(xhr.status, xhr.responseText)));
    };
    xhr.onerror = () => reject(new Error('The upload failed. Check your connection and try again.'));
    xhr.onabort = () => reject(new UploadCancelled());
    xhr.send(file);
  });
  return { done, cancel: () => xhr.abort() };
}

/** The registry's own words for a refused upload (its 413 says the size text), else a generic one. */
function uploadFailureText(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    const first = Object.values(parsed).flat()[0];
    if (typeof first === 'string') return first;
  } catch {
    // Not JSON (an S3 error document).
  }
  return status === 413 ? 'The file is too large.' : 'The upload failed. Please try again.';
}
