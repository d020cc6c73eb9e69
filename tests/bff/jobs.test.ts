// Viewer.failedJobs and retryFailedJob: staff see failed jobs (identifiers only) and queue one again; everyone else
// gets null and a FORBIDDEN userError.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { gql, startBffStack, type BffStack } from './helpers.ts';

const CASE_ID = '00000000-0000-4000-8000-00000000ca5e';
let stack: BffStack;
let failing = true;
let runs = 0;

beforeAll(async () => {
  stack = await startBffStack({
    jobs: {
      register: ({ jobs }) =>
        jobs.register(
          'test.deliver',
          async () => {
            runs += 1;
            if (failing) throw new Error('550 mailbox unavailable');
          },
          { attempts: 1 },
        ),
    },
  });
});
afterAll(() => stack?.close());

const FAILED_JOBS = `{ viewer { failedJobs(first: 10) { totalCount edges { node { id internalID name payloadSummary attempts error createdAt failedAt } } } } }`;
const RETRY = `mutation ($input: RetryFailedJobInput!) { retryFailedJob(input: $input) { retriedJobId userErrors { field message code } } }`;

describe('failed jobs', () => {
  test('staff list and retry; others get null and are refused', async () => {
    const { jobs } = stack.registry.registry.adapters;
    const jobId = await jobs.enqueue('test.deliver', { caseId: CASE_ID, plaintiffName: 'Jane Plaintiff' });
    await jobs.idle();

    const staff = await loginAs(stack.registry.url, DEMO_EMAILS.staff);
    const list = await gql(stack, FAILED_JOBS, {}, { token: staff });
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data.viewer.failedJobs).toEqual({
      totalCount: 1,
      edges: [
        {
          node: {
            id: expect.any(String),
            internalID: jobId,
            name: 'test.deliver',
            payloadSummary: `caseId=${CASE_ID}`,
            attempts: 1,
            error: '550 mailbox unavailable',
            createdAt: expect.any(String),
            failedAt: expect.any(String),
          },
        },
      ],
    });
    const globalId = list.body.data.viewer.failedJobs.edges[0].node.id;

    const lawFirm = await loginAs(stack.registry.url, DEMO_EMAILS.lawFirm);
    const refusedList = await gql(stack, FAILED_JOBS, {}, { token: lawFirm });
    expect(refusedList.body.errors).toBeUndefined();
    expect(refusedList.body.data.viewer.failedJobs).toBeNull();
    const refused = await gql(stack, RETRY, { input: { jobId: globalId } }, { token: lawFirm });
    expect(refused.body.data.retryFailedJob).toEqual({
      retriedJobId: null,
      userErrors: [{ field: null, message: 'You do not have permission to perform this action.', code: 'FORBIDDEN' }],
    });
    expect(runs).toBe(1);

    failing = false;
    const retried = await gql(stack, RETRY, { input: { jobId: globalId } }, { token: staff });
    expect(retried.body.data.retryFailedJob).toEqual({ retriedJobId: globalId, userErrors: [] });
    await jobs.idle();
    expect(runs).toBe(2);
    const again = await gql(stack, RETRY, { input: { jobId: globalId } }, { token: staff });
    expect(again.body.data.retryFailedJob.userErrors).toEqual([{ field: null, message: 'Not found.', code: 'NOT_FOUND' }]);
    expect((await gql(stack, FAILED_JOBS, {}, { token: staff })).body.data.viewer.failedJobs).toMatchObject({ totalCount: 0, edges: [] });
  });
});
