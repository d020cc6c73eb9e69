// Merging duplicate cases: a preview of what the merged case keeps, then the merge itself.
import { builder } from '../builder.ts';
import type { MergePreviewJson } from '../registry/merge.ts';
import { internalId } from './ids.ts';
import { CaseRef } from './refs.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';
import { Viewer } from './viewer.ts';

// Both sides merge (a lienholder only cases it holds liens on, of one law firm: the registry decides).

const FIELD_LABELS: Record<string, string> = {
  plaintiff_name: 'Plaintiff',
  created_by_organization_name: 'Created by',
  plaintiff_birthdate: 'Date of birth',
  date_of_loss: 'Date of loss',
  state_of_incident: 'State of incident',
};

interface FieldShape {
  name: string;
  value: unknown;
  sourceId: string;
}

const MergePreviewField = builder.objectRef<FieldShape>('MergePreviewField').implement({
  description: 'One field of a merge preview.',
  fields: (t) => ({
    name: t.exposeString('name', {
      description: 'plaintiff_name, plaintiff_birthdate, date_of_loss, state_of_incident, created_by_organization_name',
    }),
    label: t.string({
      description: "The field's name as people read it, e.g. 'Date of loss'.",
      resolve: (field) => FIELD_LABELS[field.name] ?? field.name,
    }),
    value: t.string({
      description: 'The value the merged case would keep, as text; null when empty.',
      nullable: true,
      resolve: (field) => (field.value === null || field.value === undefined ? null : String(field.value)),
    }),
    sourceCaseId: t.string({ description: 'The registry id of the case the value comes from.', resolve: (field) => field.sourceId }),
  }),
});

const MergePreview = builder.objectRef<MergePreviewJson>('MergePreview').implement({
  description: 'What merging a duplicate case into a case would keep: the merged fields and when they were read.',
  fields: (t) => ({
    lastPreviewedAt: t.field({
      description: 'When the preview was made: pass it to `mergeCases`, which refuses when either case changed since.',
      type: 'DateTime',
      resolve: (preview) => preview.last_previewed_at,
    }),
    fields: t.field({
      description: 'The fields of the merged case, with the values it would keep.',
      type: [MergePreviewField],
      resolve: (preview) => Object.entries(preview.data).map(([name, field]) => ({ name, value: field.value, sourceId: field.source_id })),
    }),
  }),
});

builder.objectField(Viewer, 'mergePreview', (t) =>
  t.field({
    type: MergePreview,
    description: 'What merging `duplicateId` into `caseId` would keep. Pass lastPreviewedAt to mergeCases.',
    authScopes: { signedIn: true },
    args: {
      caseId: t.arg.id({ description: 'The case that stays (global or registry id).', required: true }),
      duplicateId: t.arg.id({ description: 'The duplicate that would be merged into it (global or registry id).', required: true }),
    },
    resolve: (_viewer, { caseId, duplicateId }, ctx) =>
      ctx.gateway.merge.preview([internalId('Case', String(caseId)), internalId('Case', String(duplicateId))]),
  }),
);

const MergeCasesInput = builder.inputType('MergeCasesInput', {
  description: 'The input of `mergeCases`.',
  fields: (t) => ({
    caseId: t.id({ required: true, description: 'The case that stays (the one being viewed).' }),
    duplicateId: t.id({ description: 'The duplicate case to merge into `caseId` (global or registry id).', required: true }),
    lastPreviewedAt: t.field({ type: 'DateTime', description: 'From mergePreview; a change after it refuses the merge.' }),
  }),
});

const MergeCasesPayload = builder
  .objectRef<{ canonicalCaseId: string | null; userErrors: UserErrorShape[] }>('MergeCasesPayload')
  .implement({
    description: 'What `mergeCases` returns: the objects as they are after the change, and `userErrors` when nothing changed.',
    fields: (t) => ({
      case: t.field({ type: CaseRef, nullable: true, description: 'The merged case.', resolve: (payload) => payload.canonicalCaseId }),
      userErrors: t.field({
        description: 'Why nothing changed, in words for the person who asked; empty when the change was made.',
        type: [UserError],
        resolve: (payload) => payload.userErrors,
      }),
    }),
  });

builder.mutationField('mergeCases', (t) =>
  t.field({
    type: MergeCasesPayload,
    description: 'Merges a duplicate into the case being viewed (the law firm; or a lienholder on both cases of one law firm).',
    authScopes: { signedIn: true },
    args: { input: t.arg({ description: "The mutation's input; its type describes each field.", type: MergeCasesInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      try {
        const canonicalCaseId = await ctx.gateway.merge.merge(
          [internalId('Case', String(input.caseId)), internalId('Case', String(input.duplicateId))],
          input.lastPreviewedAt ?? null,
        );
        return { canonicalCaseId, userErrors: [] };
      } catch (error) {
        const userErrors = userErrorsFrom(error, { case_ids: 'duplicateId', last_previewed_at: 'lastPreviewedAt' });
        if (!userErrors) throw error;
        return { canonicalCaseId: null, userErrors };
      }
    },
  }),
);
