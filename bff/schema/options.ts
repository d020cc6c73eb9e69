import { builder } from '../builder.ts';
import type { OptionJson, OptionsJson } from '../rest/types.ts';

const Option = builder.objectRef<OptionJson>('Option').implement({
  description: 'An option of a fetched option list (case statuses, case types, US states ...).',
  fields: (t) => ({
    value: t.exposeString('value', { description: 'The value to send and store.' }),
    label: t.exposeString('label', { description: 'The text to show.' }),
    dateField: t.string({
      nullable: true,
      description: 'Dated case statuses only: the date this status requires (e.g. appearanceDate).',
      resolve: (option) => (option.date_field ? option.date_field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) : null),
    }),
    dateLabel: t.string({
      description: 'Dated case statuses only: the label of the date the status requires, e.g. "Trial Date".',
      nullable: true,
      resolve: (option) => option.date_label ?? null,
    }),
  }),
});

const list = (key: string) => (options: OptionsJson) => options[key] ?? [];

const Options = builder.objectRef<OptionsJson>('Options').implement({
  description:
    'The option lists of the registry: the values fields and inputs accept, with their labels. The same for everyone; cache them.',
  fields: (t) => ({
    caseStatus: t.field({ description: 'Every case status (`Case.status`).', type: [Option], resolve: list('case_status') }),
    datedCaseStatuses: t.field({
      description: 'The statuses that require a date (`Option.dateField` names the input).',
      type: [Option],
      resolve: list('dated_case_statuses'),
    }),
    closedCaseStatuses: t.field({ description: 'The statuses that close a case.', type: [Option], resolve: list('closed_case_statuses') }),
    caseType: t.field({ description: 'The incident types (`Case.type`).', type: [Option], resolve: list('case_type') }),
    treatmentStatus: t.field({
      description: "The plaintiff's treatment statuses, with their labels.",
      type: [Option],
      resolve: list('treatment_status'),
    }),
    usStates: t.field({ description: 'The US states (two-letter codes).', type: [Option], resolve: list('us_states') }),
    lienVerificationStatus: t.field({
      description: 'The verification statuses of a lien, with their labels.',
      type: [Option],
      resolve: list('lien_verification_status'),
    }),
    lienResolutionStatus: t.field({
      description: 'How a lien can be resolved (`Lien.resolutionStatus`).',
      type: [Option],
      resolve: list('lien_resolution_status'),
    }),
    policyLimitTypes: t.field({
      description: 'The kinds of insurance coverage, with their labels.',
      type: [Option],
      resolve: list('policy_limit_types'),
    }),
    documentTypes: t.field({ description: 'The kinds of documents.', type: [Option], resolve: list('document_types') }),
    organizationTypes: t.field({
      description: 'The types of organisation, with their labels.',
      type: [Option],
      resolve: list('organization_types'),
    }),
    activityTypes: t.field({
      description: 'The kinds of history entries (`Activity.type`).',
      type: [Option],
      resolve: list('activity_types'),
    }),
  }),
});

builder.queryField('options', (t) =>
  t.field({
    type: Options,
    description: 'The option lists of the registry (no sign-in needed).',
    resolve: (_root, _args, ctx) => ctx.gateway.options.all(),
  }),
);
