// Staff's manual case dedupe (issue 14; spec 002 §2 "Manual case dedupe page"): Viewer.manualDedupeOrganizations
// (the picker), Viewer.manualDedupeCases (the chosen organisation's cases, 20 a page), and the mutations
// previewManualCaseMerge and mergeManualCases. Staff only: the fields are null and the mutations answer a FORBIDDEN
// userError for everyone else (the registry decides, staff impersonating someone included).
import { cursorToOffset, offsetToCursor } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { MergePreviewJson } from '../registry/merge.ts';
import { MANUAL_DEDUPE_PAGE_SIZE, type ManualDedupeCaseJson, type ManualDedupeOrganizationJson } from '../registry/manual-dedupe.ts';
import { internalId } from './ids.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';
import { Viewer } from './viewer.ts';

const ManualDedupeOrganization = builder.objectRef<ManualDedupeOrganizationJson>('ManualDedupeOrganization').implement({
  description: 'An organisation staff can choose on the manual case dedupe page (a law firm or a lienholder).',
  fields: (t) => ({
    internalID: t.exposeString('id', { description: "The organisation's registry id." }),
    name: t.exposeString('name', { description: "The organisation's name." }),
    type: t.exposeString('type', { description: 'Its registry type, e.g. LAW_FIRM, MEDICAL_PRACTICE, FUNDER.' }),
  }),
});

const ManualDedupeCase = builder.objectRef<ManualDedupeCaseJson>('ManualDedupeCase').implement({
  description: "One of the chosen organisation's cases, as staff choose it for a manual merge.",
  fields: (t) => ({
    internalID: t.exposeString('id', { description: "The case's registry id." }),
    plaintiffName: t.exposeString('plaintiff_name', { description: "The plaintiff's full name." }),
    plaintiffBirthdate: t.field({
      type: 'Date',
      nullable: true,
      description: "The plaintiff's date of birth; null when not known.",
      resolve: (row) => row.plaintiff_birthdate,
    }),
    dateOfLoss: t.field({
      type: 'Date',
      nullable: true,
      description: 'The date of loss; null when not known.',
      resolve: (row) => row.date_of_loss,
    }),
    stateOfIncident: t.exposeString('state_of_incident', { nullable: true, description: 'The state of the incident (two letters).' }),
    lawFirmName: t.string({
      nullable: true,
      description: "The name of the case's law firm; null when it has none.",
      resolve: (row) => row.law_firm?.name ?? null,
    }),
    createdAt: t.field({ type: 'DateTime', description: 'When the case was created.', resolve: (row) => row.created_at }),
  }),
});

const ManualDedupeCaseEdge = builder.edgeObject({ type: ManualDedupeCase, name: 'ManualDedupeCaseEdge' });

const ManualDedupeCaseConnection = builder.connectionObject(
  {
    type: ManualDedupeCase,
    name: 'ManualDedupeCaseConnection',
    fields: (t) => ({
      totalCount: t.int({ description: 'How many cases match, not only this page.', resolve: (connection) => connection.totalCount }),
    }),
  },
  ManualDedupeCaseEdge,
);

builder.objectField(Viewer, 'manualDedupeOrganizations', (t) =>
  t.field({
    type: [ManualDedupeOrganization],
    nullable: true,
    description: 'Staff only: organisations whose name contains `search`, by name, for the manual dedupe picker; null for everyone else.',
    args: {
      search: t.arg.string({ description: 'Part of the name (at most 200 characters); all organisations when empty.' }),
      first: t.arg.int({ description: 'How many to return: 1 to 100 (20 when omitted).' }),
    },
    resolve: (_viewer, args, ctx) =>
      ctx.gateway.manualDedupe.searchOrganizations((args.search ?? '').trim(), Math.min(Math.max(args.first ?? 20, 1), 100)),
  }),
);

builder.objectField(Viewer, 'manualDedupeCases', (t) =>
  t.field({
    type: ManualDedupeCaseConnection,
    nullable: true,
    description:
      "Staff only: the organisation's cases (a law firm's own; the cases a lienholder holds a lien on that is not rejected), newest first, 20 a page; null for everyone else.",
    args: {
      organizationId: t.arg.id({ required: true, description: 'The chosen organisation (its registry id).' }),
      search: t.arg.string({ description: "Words that match the plaintiff's names (prefixes), the case id, or a date of birth or loss." }),
      excludeCaseId: t.arg.id({ description: 'A case to leave out (the canonical case, when choosing the duplicate).' }),
      first: t.arg.int({ description: 'How many cases to return: 1 to 20 (20 when omitted; the pages are 20 long).' }),
      after: t.arg.string({ description: 'Return the cases after this cursor (an `endCursor` of the same list).' }),
    },
    resolve: async (_viewer, args, ctx) => {
      const start = args.after ? cursorToOffset(args.after) + 1 : 0;
      const first = Math.min(Math.max(args.first ?? MANUAL_DEDUPE_PAGE_SIZE, 1), MANUAL_DEDUPE_PAGE_SIZE);
      // The registry pages by 20: the page holding `start`, and the next one when the slice runs over its end.
      const pageOf = (offset: number) => Math.floor(offset / MANUAL_DEDUPE_PAGE_SIZE) + 1;
      const query = {
        organization: internalId('Organization', String(args.organizationId)),
        search: (args.search ?? '').trim(),
        exclude: args.excludeCaseId ? internalId('Case', String(args.excludeCaseId)) : null,
      };
      const page = await ctx.gateway.manualDedupe.searchCases({ ...query, page: pageOf(start) });
      if (!page) return null;
      let rows = page.results;
      const skip = start % MANUAL_DEDUPE_PAGE_SIZE;
      if (skip + first > MANUAL_DEDUPE_PAGE_SIZE && start + MANUAL_DEDUPE_PAGE_SIZE - skip < page.count) {
        const next = await ctx.gateway.manualDedupe.searchCases({ ...query, page: pageOf(start) + 1 });
        rows = [...rows, ...(next?.results ?? [])];
      }
      const edges = rows.slice(skip, skip + first).map((node, index) => ({ cursor: offsetToCursor(start + index), node }));
      return {
        totalCount: page.count,
        edges,
        pageInfo: {
          hasNextPage: start + edges.length < page.count,
          hasPreviousPage: start > 0,
          startCursor: edges[0]?.cursor ?? null,
          endCursor: edges.at(-1)?.cursor ?? null,
        },
      };
    },
  }),
);

const FIELD_LABELS: Record<string, string> = {
  plaintiff_name: 'Plaintiff',
  created_by_organization_name: 'Created by',
  plaintiff_birthdate: 'Date of birth',
  date_of_loss: 'Date of loss',
  state_of_incident: 'State of incident',
};

interface PreviewFieldShape {
  name: string;
  value: unknown;
  sourceId: string;
  canonicalCaseId: string;
}

const ManualMergeSource = builder.enumType('ManualMergeSource', {
  description: 'Which of the two cases a merged value comes from.',
  values: {
    CANONICAL: { description: 'The canonical case (the one that stays).' },
    DUPLICATE: { description: 'The duplicate case (merged into the canonical one and removed).' },
  },
});

const ManualCaseMergePreviewField = builder.objectRef<PreviewFieldShape>('ManualCaseMergePreviewField').implement({
  description: 'One field of a manual merge preview: the value the merged case keeps and which case it comes from.',
  fields: (t) => ({
    name: t.exposeString('name', {
      description: 'plaintiff_name, created_by_organization_name, plaintiff_birthdate, date_of_loss or state_of_incident.',
    }),
    label: t.string({
      description: "The field's name as people read it, e.g. 'Date of loss'.",
      resolve: (field) => FIELD_LABELS[field.name] ?? field.name,
    }),
    value: t.string({
      nullable: true,
      description: 'The value the merged case would keep, as text (dates as YYYY-MM-DD); null when empty.',
      resolve: (field) => (field.value === null || field.value === undefined ? null : String(field.value)),
    }),
    sourceCaseId: t.string({ description: 'The registry id of the case the value comes from.', resolve: (field) => field.sourceId }),
    source: t.field({
      type: ManualMergeSource,
      description: 'Whether the value comes from the canonical case or the duplicate.',
      resolve: (field) => (field.sourceId === field.canonicalCaseId ? 'CANONICAL' : 'DUPLICATE'),
    }),
  }),
});

interface PreviewShape {
  json: MergePreviewJson;
  canonicalCaseId: string;
}

const ManualCaseMergePreview = builder.objectRef<PreviewShape>('ManualCaseMergePreview').implement({
  description: 'What merging the duplicate into the canonical case would keep, and when that was read.',
  fields: (t) => ({
    lastPreviewedAt: t.field({
      type: 'DateTime',
      description: 'When the preview was made: pass it to `mergeManualCases`, which refuses when either case changed since.',
      resolve: (preview) => preview.json.last_previewed_at,
    }),
    fields: t.field({
      type: [ManualCaseMergePreviewField],
      description: 'The fields of the merged case with their values, in the order to show them.',
      resolve: (preview) =>
        Object.entries(preview.json.data).map(([name, field]) => ({
          name,
          value: field.value,
          sourceId: field.source_id,
          canonicalCaseId: preview.canonicalCaseId,
        })),
    }),
  }),
});

const PreviewManualCaseMergeInput = builder.inputType('PreviewManualCaseMergeInput', {
  description: 'The input of `previewManualCaseMerge`.',
  fields: (t) => ({
    organizationId: t.id({ required: true, description: 'The chosen organisation; both cases must be its cases.' }),
    canonicalCaseId: t.id({ required: true, description: 'The case that stays (registry id).' }),
    duplicateCaseId: t.id({ required: true, description: 'The case merged into it and removed (registry id).' }),
  }),
});

const PreviewManualCaseMergePayload = builder
  .objectRef<{ preview: PreviewShape | null; userErrors: UserErrorShape[] }>('PreviewManualCaseMergePayload')
  .implement({
    description: 'What `previewManualCaseMerge` returns: the preview, or `userErrors`.',
    fields: (t) => ({
      preview: t.field({
        type: ManualCaseMergePreview,
        nullable: true,
        description: 'The preview; null when refused.',
        resolve: (payload) => payload.preview,
      }),
      userErrors: t.field({
        type: [UserError],
        description: 'Why there is no preview (not staff, bad ids, cases not of the organisation or of two law firms); empty otherwise.',
        resolve: (payload) => payload.userErrors,
      }),
    }),
  });

const FIELD_NAMES = { case_ids: 'duplicateCaseId', organization: 'organizationId', last_previewed_at: 'lastPreviewedAt' };

function pairOf(input: { organizationId: string | number; canonicalCaseId: string | number; duplicateCaseId: string | number }) {
  return {
    organization: internalId('Organization', String(input.organizationId)),
    caseIds: [internalId('Case', String(input.canonicalCaseId)), internalId('Case', String(input.duplicateCaseId))] as [string, string],
  };
}

builder.mutationField('previewManualCaseMerge', (t) =>
  t.field({
    type: PreviewManualCaseMergePayload,
    description:
      "Staff only: previews merging one of an organisation's cases into another (read only; the registry logs the read). Pass its lastPreviewedAt to `mergeManualCases`.",
    args: {
      input: t.arg({
        type: PreviewManualCaseMergeInput,
        required: true,
        description: "The mutation's input; its type describes each field.",
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const { organization, caseIds } = pairOf(input);
      try {
        const json = await ctx.gateway.manualDedupe.preview(organization, caseIds);
        return { preview: { json, canonicalCaseId: caseIds[0] }, userErrors: [] };
      } catch (error) {
        const userErrors = userErrorsFrom(error, FIELD_NAMES);
        if (!userErrors) throw error;
        return { preview: null, userErrors };
      }
    },
  }),
);

const MergeManualCasesInput = builder.inputType('MergeManualCasesInput', {
  description: 'The input of `mergeManualCases`.',
  fields: (t) => ({
    organizationId: t.id({ required: true, description: 'The chosen organisation; both cases must be its cases.' }),
    canonicalCaseId: t.id({ required: true, description: 'The case that stays (registry id).' }),
    duplicateCaseId: t.id({ required: true, description: 'The case merged into it and removed (registry id).' }),
    lastPreviewedAt: t.field({
      type: 'DateTime',
      required: true,
      description: 'From previewManualCaseMerge; a change to either case after it refuses the merge.',
    }),
  }),
});

const MergeManualCasesPayload = builder
  .objectRef<{ mergedCaseId: string | null; duplicateCaseId: string | null; userErrors: UserErrorShape[] }>('MergeManualCasesPayload')
  .implement({
    description: 'What `mergeManualCases` returns: the merged case id, or `userErrors` when nothing changed.',
    fields: (t) => ({
      mergedCaseId: t.id({
        nullable: true,
        description: 'The registry id of the case that stays (the canonical case); null when refused.',
        resolve: (payload) => payload.mergedCaseId,
      }),
      removedCaseId: t.id({
        nullable: true,
        description: 'The registry id of the duplicate, which no longer exists; null when refused.',
        resolve: (payload) => payload.duplicateCaseId,
      }),
      userErrors: t.field({
        type: [UserError],
        description: 'Why nothing changed (not staff, bad ids, cases not of the organisation, a stale preview); empty when merged.',
        resolve: (payload) => payload.userErrors,
      }),
    }),
  });

builder.mutationField('mergeManualCases', (t) =>
  t.field({
    type: MergeManualCasesPayload,
    description:
      "Staff only: merges one of an organisation's cases (the duplicate) into another (the canonical case): liens, history, tags and identifiers move, the duplicate goes, the history records CASES_MERGED.",
    args: {
      input: t.arg({ type: MergeManualCasesInput, required: true, description: "The mutation's input; its type describes each field." }),
    },
    resolve: async (_root, { input }, ctx) => {
      const { organization, caseIds } = pairOf(input);
      try {
        const mergedCaseId = await ctx.gateway.manualDedupe.merge(organization, caseIds, String(input.lastPreviewedAt));
        return { mergedCaseId, duplicateCaseId: caseIds[1], userErrors: [] };
      } catch (error) {
        const userErrors = userErrorsFrom(error, FIELD_NAMES);
        if (!userErrors) throw error;
        return { mergedCaseId: null, duplicateCaseId: null, userErrors };
      }
    },
  }),
);
