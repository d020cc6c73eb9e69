// The spreadsheet import (issue 14 item 6; registry/domain/case-uploads/import.ts): reading a received file and
// importing its rows run as jobs, never in a request.
// - `case-uploads.parse` { id }: queued when a file is submitted (and by staff from their page); reads the file
//   (.csv, .xlsx; row and time limits, hostile files refused) and keeps its header and first rows.
// - `case-uploads.import` { id }: queued by staff's Import; creates the valid rows' cases with import_id (their
//   case.created events queue the dedupe engine's incremental run).
// A job that fails for good leaves the file PARSE_FAILED or IMPORT_FAILED with the error, never PARSING or IMPORTING.
import { CASE_UPLOAD_IMPORT_JOB, CASE_UPLOAD_PARSE_JOB, markJobFailed, runImport, runParse } from '../domain/case-uploads/import.ts';
import type { JobDeps } from './deps.ts';

interface CaseUploadJobPayload {
  id: string;
}

const ATTEMPTS = 2;

export function registerCaseUploadJobs(deps: Pick<JobDeps, 'db' | 'jobs' | 'adapters' | 'settings'>): void {
  const { db, jobs } = deps;
  jobs.register<CaseUploadJobPayload>(
    CASE_UPLOAD_PARSE_JOB,
    async ({ id }, job) => {
      try {
        await runParse(db, deps.adapters.storage, id);
      } catch (error) {
        if (job.attempt >= ATTEMPTS) await markJobFailed(db, id, 'parse', error);
        throw error;
      }
    },
    { attempts: ATTEMPTS, backoffSeconds: 10 },
  );
  jobs.register<CaseUploadJobPayload>(
    CASE_UPLOAD_IMPORT_JOB,
    async ({ id }, job) => {
      try {
        await runImport(db, deps.adapters.storage, deps.settings, id);
      } catch (error) {
        if (job.attempt >= ATTEMPTS) await markJobFailed(db, id, 'import', error);
        throw error;
      }
    },
    { attempts: ATTEMPTS, backoffSeconds: 10 },
  );
}
