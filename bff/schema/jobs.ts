// Staff's list of failed jobs: Viewer.failedJobs (null for everyone but staff) and retryFailedJob. A job's payload
// may carry health data, so the list shows only its identifiers (the registry's payload summary).
import { cursorToOffset, encodeGlobalID, offsetToCursor } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { FailedJobJson } from '../registry/jobs.ts';
import { internalId } from './ids.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';
import { Viewer } from './viewer.ts';

const FailedJob = builder.objectRef<FailedJobJson>('FailedJob').implement({
  description: 'A background job that used up its attempts (e-mail, notification fan-out, points …).',
  fields: (t) => ({
    id: t.id({ description: 'The global id of the failed job.', resolve: (job) => encodeGlobalID('FailedJob', job.id) }),
    internalID: t.exposeString('id', { description: "The job engine's id of the job." }),
    name: t.exposeString('name', { description: 'What the job does, e.g. `mail.send` or `notifications.fan-out`.' }),
    payloadSummary: t.exposeString('payload_summary', {
      description: "The identifiers in the job's input (`caseId=…, eventId=12`); never its text, which may be health data.",
    }),
    attempts: t.exposeInt('attempts', { description: 'How many times it was tried, the first included.' }),
    error: t.exposeString('error', { description: "The last try's error message." }),
    createdAt: t.field({ description: 'When the job was queued.', type: 'DateTime', resolve: (job) => job.created_at }),
    failedAt: t.field({ description: 'When its last try failed.', type: 'DateTime', resolve: (job) => job.failed_at }),
  }),
});

const FailedJobEdge = builder.edgeObject({ type: FailedJob, name: 'FailedJobEdge' });

const FailedJobConnection = builder.connectionObject(
  {
    type: FailedJob,
    name: 'FailedJobConnection',
    fields: (t) => ({
      totalCount: t.int({
        description: 'How many jobs are listed as failed, not only this page.',
        resolve: (connection) => connection.totalCount,
      }),
    }),
  },
  FailedJobEdge,
);

const MAX_PAGE = 200;

builder.objectField(Viewer, 'failedJobs', (t) =>
  t.field({
    type: FailedJobConnection,
    nullable: true,
    description: 'Staff only: background jobs that used up their attempts, most recently failed first; null for everyone else.',
    args: {
      first: t.arg.int({ description: 'How many jobs to return: 1 to 200 (50 when omitted).' }),
      after: t.arg.string({ description: 'Return the jobs after this cursor (an `endCursor` of the same list).' }),
    },
    resolve: async (_viewer, args, ctx) => {
      const first = Math.min(Math.max(args.first ?? 50, 1), MAX_PAGE);
      const offset = args.after ? cursorToOffset(args.after) + 1 : 0;
      const page = await ctx.gateway.jobs.failedJobs({ limit: first, offset });
      if (!page) return null;
      const edges = page.results.map((node, index) => ({ cursor: offsetToCursor(offset + index), node }));
      return {
        totalCount: page.count,
        edges,
        pageInfo: {
          hasNextPage: offset + edges.length < page.count,
          hasPreviousPage: offset > 0,
          startCursor: edges[0]?.cursor ?? null,
          endCursor: edges.at(-1)?.cursor ?? null,
        },
      };
    },
  }),
);

interface RetryFailedJobPayloadShape {
  retriedJobId: string | null;
  userErrors: UserErrorShape[];
}

const RetryFailedJobPayload = builder.objectRef<RetryFailedJobPayloadShape>('RetryFailedJobPayload').implement({
  description: 'What `retryFailedJob` returns: the job queued again (it leaves the failed list), or `userErrors`.',
  fields: (t) => ({
    retriedJobId: t.id({
      description: 'The global id of the failed job that was queued again, for the client to drop it from the list; null on a refusal.',
      nullable: true,
      resolve: (payload) => (payload.retriedJobId ? encodeGlobalID('FailedJob', payload.retriedJobId) : null),
    }),
    userErrors: t.field({
      description: 'Why nothing changed (not staff, or no failed job with that id); empty when the job was queued again.',
      type: [UserError],
      resolve: (payload) => payload.userErrors,
    }),
  }),
});

const RetryFailedJobInput = builder.inputType('RetryFailedJobInput', {
  description: 'The input of `retryFailedJob`.',
  fields: (t) => ({
    jobId: t.id({ description: 'The failed job (global id, or the job engine id).', required: true }),
  }),
});

builder.mutationField('retryFailedJob', (t) =>
  t.field({
    type: RetryFailedJobPayload,
    description: 'Staff only: queues a failed job again with fresh attempts.',
    args: { input: t.arg({ type: RetryFailedJobInput, required: true, description: 'Which job.' }) },
    resolve: async (_root, { input }, ctx) => {
      try {
        const { id } = await ctx.gateway.jobs.retry(internalId('FailedJob', String(input.jobId)));
        return { retriedJobId: id, userErrors: [] };
      } catch (error) {
        const userErrors = userErrorsFrom(error, { id: 'jobId' });
        if (!userErrors) throw error;
        return { retriedJobId: null, userErrors };
      }
    },
  }),
);
