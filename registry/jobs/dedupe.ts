// Dedupe (issue 14; DECISIONS 19): the matching engine runs as jobs, so the staff queue "repopulates automatically".
// - `dedupe.refresh` { scope: 'all' }: the full refresh of every model type (the staff page's refresh and
//   `npm run dedupe -- --all` run the same refresh); runs may overlap safely (registry/domain/dedupe/matching/store.ts).
// - `dedupe.record` { modelType, id }: the incremental run for one record, queued by the events of a new or changed
//   case (`case.updated` with change case_created, details, law_firm or merged) and of a changed organisation
//   (`organization.updated`). Contacts have no events; the full refresh finds theirs.
import { refreshAll, refreshRecord } from '../domain/dedupe/matching/store.ts';
import { DEFAULT_DEDUPE_THRESHOLD } from '../domain/dedupe/matching/settings.ts';
import type { ModelType } from '../domain/dedupe/matching/index.ts';
import type { EventJob, OutboxEventRow } from './events.ts';
import type { JobDeps } from './deps.ts';

export const DEDUPE_REFRESH_JOB = 'dedupe.refresh';
export const DEDUPE_RECORD_JOB = 'dedupe.record';

export interface DedupeRefreshPayload {
  scope: 'all';
}

export interface DedupeRecordPayload {
  modelType: ModelType;
  id: string;
}

/** The case changes that can change a case's matches. */
const CASE_CHANGES = new Set(['case_created', 'details', 'law_firm', 'merged']);

/** The incremental jobs an event needs: one per case (or organisation) it names. */
export function dedupeJobsFor(event: OutboxEventRow): EventJob[] {
  if (event.type === 'case.updated' && event.case_id && CASE_CHANGES.has(event.change ?? '')) {
    const payload: DedupeRecordPayload = { modelType: 'CASE', id: event.case_id };
    return [{ name: DEDUPE_RECORD_JOB, payload, key: `dedupe:case:${event.case_id}` }];
  }
  if (event.type === 'organization.updated') {
    return (event.organization_ids ?? []).map((id) => ({
      name: DEDUPE_RECORD_JOB,
      payload: { modelType: 'LEGAL_ORGANIZATION', id } satisfies DedupeRecordPayload,
      key: `dedupe:organization:${id}`,
    }));
  }
  return [];
}

export function registerDedupeJobs(deps: Pick<JobDeps, 'db' | 'jobs' | 'settings' | 'onRegistryEvent'>): void {
  const { db, jobs } = deps;
  const threshold = () => deps.settings.dedupeThreshold ?? DEFAULT_DEDUPE_THRESHOLD;
  deps.onRegistryEvent(dedupeJobsFor);
  jobs.register<DedupeRefreshPayload>(
    DEDUPE_REFRESH_JOB,
    async (payload) => {
      if (payload?.scope !== 'all') throw new Error(`${DEDUPE_REFRESH_JOB}: scope must be 'all'`);
      await refreshAll(db, { threshold: threshold() });
    },
    { attempts: 3, backoffSeconds: 30 },
  );
  jobs.register<DedupeRecordPayload>(
    DEDUPE_RECORD_JOB,
    async ({ modelType, id }) => {
      await refreshRecord(db, modelType, id, { threshold: threshold() });
    },
    { attempts: 5, backoffSeconds: 5 },
  );
}
