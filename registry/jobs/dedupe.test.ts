// Which registry events queue the dedupe incremental job, and under which keys.
import { describe, expect, test } from 'vitest';
import type { OutboxEventRow } from './events.ts';
import { DEDUPE_RECORD_JOB, dedupeJobsFor } from './dedupe.ts';

const CASE_ID = '11111111-1111-4111-8111-111111111111';
const ORG_ID = '22222222-2222-4222-8222-222222222222';
const event = (change: Partial<OutboxEventRow>): OutboxEventRow =>
  ({ id: 7, type: 'case.updated', change: null, case_id: CASE_ID, organization_ids: [ORG_ID], ...change }) as OutboxEventRow;

describe('dedupe jobs from events', () => {
  test.each(['case_created', 'details', 'law_firm', 'merged'])('a case event of change %s queues the case', (change) => {
    expect(dedupeJobsFor(event({ change: change as OutboxEventRow['change'] }))).toEqual([
      { name: DEDUPE_RECORD_JOB, payload: { modelType: 'CASE', id: CASE_ID }, key: `dedupe:case:${CASE_ID}` },
    ]);
  });
  test('other case changes, other event types and an activity of the same change queue nothing', () => {
    expect(dedupeJobsFor(event({ change: 'status' }))).toEqual([]);
    expect(dedupeJobsFor(event({ change: 'tags' }))).toEqual([]);
    expect(dedupeJobsFor(event({ type: 'activity.created', change: 'case_created' }))).toEqual([]);
    expect(dedupeJobsFor(event({ type: 'lien.updated', change: 'lien_updated' }))).toEqual([]);
  });
  test("an organisation's settings queue the organisation", () => {
    expect(dedupeJobsFor(event({ type: 'organization.updated', case_id: null }))).toEqual([
      { name: DEDUPE_RECORD_JOB, payload: { modelType: 'LEGAL_ORGANIZATION', id: ORG_ID }, key: `dedupe:organization:${ORG_ID}` },
    ]);
  });
});
