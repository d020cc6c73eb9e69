import { builder } from '../builder.ts';
import type { OptionJson, OptionsJson } from '../rest/types.ts';

const Option = builder.objectRef<OptionJson>('Option').implement({
  description: 'An option of a fetched option list (case statuses, case types, US states ...).',
  fields: (t) => ({
    value: t.exposeString('value'),
    label: t.exposeString('label'),
    dateField: t.string({
      nullable: true,
      description: 'Dated case statuses only: the date this status requires (e.g. appearanceDate).',
      resolve: (option) => (option.date_field ? option.date_field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) : null),
    }),
    dateLabel: t.string({ nullable: true, resolve: (option) => option.date_label ?? null }),
  }),
});

const list = (key: string) => (options: OptionsJson) => options[key] ?? [];

const Options = builder.objectRef<OptionsJson>('Options').implement({
  fields: (t) => ({
    caseStatus: t.field({ type: [Option], resolve: list('case_status') }),
    datedCaseStatuses: t.field({ type: [Option], resolve: list('dated_case_statuses') }),
    closedCaseStatuses: t.field({ type: [Option], resolve: list('closed_case_statuses') }),
    caseType: t.field({ type: [Option], resolve: list('case_type') }),
    treatmentStatus: t.field({ type: [Option], resolve: list('treatment_status') }),
    usStates: t.field({ type: [Option], resolve: list('us_states') }),
    lienVerificationStatus: t.field({ type: [Option], resolve: list('lien_verification_status') }),
    lienResolutionStatus: t.field({ type: [Option], resolve: list('lien_resolution_status') }),
    policyLimitTypes: t.field({ type: [Option], resolve: list('policy_limit_types') }),
    documentTypes: t.field({ type: [Option], resolve: list('document_types') }),
    organizationTypes: t.field({ type: [Option], resolve: list('organization_types') }),
    activityTypes: t.field({ type: [Option], resolve: list('activity_types') }),
  }),
});

builder.queryField('options', (t) =>
  t.field({ type: Options, description: 'The option lists of the registry (no sign-in needed).', resolve: (_root, _args, ctx) => ctx.gateway.options.all() }),
);
