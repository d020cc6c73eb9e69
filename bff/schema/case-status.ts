// The law firm's status update of a case (the skeleton's one write; the case workspace adds the rest).
import { builder } from '../builder.ts';
import { internalId } from './ids.ts';
import type { CaseJson } from '../rest/types.ts';
import { ActivityEdge, historyConnection } from './history.ts';
import { CaseRef } from './refs.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';

const UpdateCaseStatusInput = builder.inputType('UpdateCaseStatusInput', {
  description: 'The input of `updateCaseStatus`.',
  fields: (t) => ({
    caseId: t.id({ description: 'The case (global or registry id).', required: true }),
    status: t.string({ description: 'The new status, a value of `Options.caseStatus`.' }),
    date: t.field({ type: 'Date', description: 'Required with a dated status (see Options.datedCaseStatuses); ignored otherwise.' }),
    note: t.string({ description: 'Write-only: kept in the history entry.' }),
    noChange: t.boolean({ description: 'Confirms the current status without changing it.' }),
  }),
});

interface UpdateCaseStatusShape {
  case: CaseJson | null;
  activityEdge: Awaited<ReturnType<typeof historyConnection>>['edges'][number] | null;
  userErrors: UserErrorShape[];
}

const UpdateCaseStatusPayload = builder.objectRef<UpdateCaseStatusShape>('UpdateCaseStatusPayload').implement({
  description: 'What `updateCaseStatus` returns: the objects as they are after the change, and `userErrors` when nothing changed.',
  fields: (t) => ({
    case: t.field({
      description: 'The case with its new status; null when refused.',
      type: CaseRef,
      nullable: true,
      resolve: (payload) => payload.case,
    }),
    activityEdge: t.field({
      type: ActivityEdge,
      nullable: true,
      description: 'The history entry the update wrote, to prepend to the case history.',
      resolve: (payload) => payload.activityEdge,
    }),
    userErrors: t.field({
      description: 'Why nothing changed, in words for the person who asked; empty when the change was made.',
      type: [UserError],
      resolve: (payload) => payload.userErrors,
    }),
  }),
});

builder.mutationField('updateCaseStatus', (t) =>
  t.field({
    type: UpdateCaseStatusPayload,
    description: "Law firm: sets the case status (with its date for dated statuses), or confirms it's unchanged.",
    authScopes: { lawFirm: true },
    args: {
      input: t.arg({ description: "The mutation's input; its type describes each field.", type: UpdateCaseStatusInput, required: true }),
    },
    resolve: async (_root, { input }, ctx) => {
      const caseId = internalId('Case', String(input.caseId));
      const options = await ctx.gateway.options.all();
      const dateField = options.dated_case_statuses?.find((option) => option.value === input.status)?.date_field;
      const body: Record<string, unknown> = {
        status: input.status ?? null,
        note: input.note ?? '',
        status_no_change: input.noChange ?? false,
      };
      if (dateField) body[dateField] = input.date ?? null;
      let updated: CaseJson;
      try {
        updated = await ctx.gateway.cases.updateStatus(caseId, body);
      } catch (error) {
        const dateFields = Object.fromEntries((options.dated_case_statuses ?? []).map((option) => [option.date_field ?? '', 'date']));
        const userErrors = userErrorsFrom(error, { ...dateFields, status_no_change: 'noChange' });
        if (!userErrors) throw error;
        return { case: null, activityEdge: null, userErrors };
      }
      const history = await historyConnection(ctx, { case: caseId, caseOnly: true }, { first: 1 });
      return { case: updated, activityEdge: history.edges[0] ?? null, userErrors: [] };
    },
  }),
);
