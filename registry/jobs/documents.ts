// Documents: an upload whose bytes arrived but which was never attached is removed, file and all, once it expired
// (queued by the upload receiver, registry/http/documents.ts, to run just after the expiry).
import { discardUnattachedUpload, DISCARD_UPLOAD_JOB } from '../domain/documents/uploads.ts';
import type { JobDeps } from './deps.ts';

interface DiscardPayload {
  id: string;
}

export function registerDocumentJobs(deps: Pick<JobDeps, 'db' | 'jobs' | 'adapters'>): void {
  deps.jobs.register<DiscardPayload>(
    DISCARD_UPLOAD_JOB,
    async ({ id }) => {
      await discardUnattachedUpload(deps.db, deps.adapters.storage, id);
    },
    { attempts: 5, backoffSeconds: 30 },
  );
}
