// Rewards: every committed status update (`case.updated` / `status` event) queues `rewards.award`, which applies the
// programme's rule (registry/domain/rewards.ts). The award is idempotent, so a retried or re-dispatched job adds
// no points twice.
import { awardPointsForStatusEvent } from '../domain/rewards.ts';
import type { JobDeps } from './deps.ts';

export const AWARD_JOB = 'rewards.award';

interface AwardPayload {
  eventId: number;
}

export function registerRewardsJobs(deps: Pick<JobDeps, 'db' | 'jobs' | 'onRegistryEvent'>): void {
  const { db, jobs } = deps;
  deps.onRegistryEvent((event) =>
    event.type === 'case.updated' && event.change === 'status'
      ? [{ name: AWARD_JOB, payload: { eventId: event.id } satisfies AwardPayload, key: `award:${event.id}` }]
      : [],
  );
  jobs.register<AwardPayload>(
    AWARD_JOB,
    async ({ eventId }) => {
      await awardPointsForStatusEvent(db, eventId);
    },
    { attempts: 5, backoffSeconds: 5 },
  );
}
