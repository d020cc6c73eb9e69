// The staff list of failed jobs (GET staff/failed-jobs/): jobs that used up their attempts, and a retry of one.
// Staff only. A payload may carry health data (a rendered e-mail names the plaintiff), so the list shows a summary
// of the payload's identifiers only (ids and numbers, e.g. caseId, eventId), never its text.
import type { FailedJob, JobRunner } from '../adapters/jobs.ts';
import type { RequestContext } from './context.ts';
import { forbidden, MESSAGES, notFound, validationError, type FieldErrors } from './errors.ts';
import { isUuid } from './ids.ts';

const FAILED_JOBS_MAX = 200;

export interface FailedJobJson {
  id: string;
  name: string;
  /** `key=value` for each identifier in the payload (top level and one level down), e.g. `caseId=…, eventId=12`. */
  payload_summary: string;
  attempts: number;
  error: string;
  created_at: string;
  failed_at: string;
}

const IDENTIFIER_KEY = /(^id$|Id$|_id$|Ids$|_ids$)/;

/** The payload's identifiers only: uuids and numbers under id-like keys, never free text. */
export function summarizePayload(payload: unknown): string {
  const parts: string[] = [];
  const visit = (value: unknown, prefix: string, depth: number) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
    for (const [key, item] of Object.entries(value)) {
      const name = prefix ? `${prefix}.${key}` : key;
      if (IDENTIFIER_KEY.test(key) && (typeof item === 'number' || (typeof item === 'string' && isUuid(item)))) {
        parts.push(`${name}=${item}`);
      } else if (IDENTIFIER_KEY.test(key) && Array.isArray(item)) {
        const ids = item.filter((entry) => typeof entry === 'number' || (typeof entry === 'string' && isUuid(entry)));
        if (ids.length) parts.push(`${name}=${ids.slice(0, 5).join(',')}${ids.length > 5 ? ` (+${ids.length - 5})` : ''}`);
      } else if (depth < 1) {
        visit(item, name, depth + 1);
      }
    }
  };
  visit(payload, '', 0);
  // Sorted: PostgreSQL's jsonb keeps keys in its own order.
  return parts.sort().join(', ');
}

export const serializeFailedJob = (job: FailedJob): FailedJobJson => ({
  id: job.id,
  name: job.name,
  payload_summary: summarizePayload(job.payload),
  attempts: job.attempts,
  // Error texts come from our own code and libraries (SMTP replies, SQL errors); long ones are cut.
  error: job.error.length > 1000 ? `${job.error.slice(0, 1000)}…` : job.error,
  created_at: job.createdAt.toISOString(),
  failed_at: job.failedAt.toISOString(),
});

/** `limit` and `offset`: the query parameters (default 50, at most 200; default 0). */
export async function listFailedJobs(
  jobs: JobRunner,
  ctx: RequestContext,
  query: { limit?: string; offset?: string },
): Promise<{ count: number; results: FailedJobJson[] }> {
  if (!ctx.isStaff) throw forbidden();
  const errors: FieldErrors = {};
  for (const field of ['limit', 'offset'] as const) {
    const value = query[field];
    if (value !== undefined && !/^\d{1,9}$/.test(value)) errors[field] = [MESSAGES.invalidInteger];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  const limit = query.limit === undefined ? 50 : Math.min(Math.max(Number(query.limit), 1), FAILED_JOBS_MAX);
  const [count, results] = await Promise.all([jobs.failedJobCount(), jobs.failedJobs({ limit, offset: Number(query.offset ?? 0) })]);
  return { count, results: results.map(serializeFailedJob) };
}

/** Queues a failed job again with fresh attempts; 404 when no failed job has that id. */
export async function retryFailedJob(jobs: JobRunner, ctx: RequestContext, id: string): Promise<{ id: string }> {
  if (!ctx.isStaff) throw forbidden();
  if (!isUuid(id) || !(await jobs.retryFailedJob(id))) throw notFound();
  return { id };
}
