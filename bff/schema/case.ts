import { builder } from '../builder.ts';
import { OptionsCache } from '../options-cache.ts';
import type { CaseJson } from '../rest/types.ts';
import { ActivityConnection, historyConnection } from './history.ts';
import { CaseRef, LienRef, OrganizationRef } from './refs.ts';

const DAY_MS = 86_400_000;
/** A case not updated for this many days is out of date (spec: the 90-day rule). */
export const OUT_OF_DATE_DAYS = 90;

const Person = builder.objectRef<CaseJson['plaintiff']>('Person').implement({
  fields: (t) => ({
    firstName: t.exposeString('first_name'),
    lastName: t.exposeString('last_name'),
    fullName: t.string({ resolve: (person) => `${person.first_name} ${person.last_name}`.trim() }),
    birthdate: t.field({ type: 'Date', nullable: true, resolve: (person) => person.birthdate }),
  }),
});

const daysSince = (instant: string | null, now = Date.now()) =>
  instant === null ? null : Math.max(0, Math.floor((now - Date.parse(instant)) / DAY_MS));

CaseRef.implement({
  description: 'A personal-injury case: the plaintiff, the law firm representing them and the liens on it.',
  fields: (t) => ({
    internalID: t.exposeString('id', { description: 'The registry id (the id in /portfolio/:id).' }),
    plaintiff: t.field({ type: Person, resolve: (kase) => kase.plaintiff }),
    dateOfLoss: t.field({ type: 'Date', nullable: true, resolve: (kase) => kase.date_of_loss }),
    stateOfIncident: t.exposeString('state_of_incident', { nullable: true }),
    type: t.exposeString('type', { nullable: true }),
    status: t.exposeString('status', { nullable: true, description: 'Case status value (see Options.caseStatus); null when never set.' }),
    statusLabel: t.string({
      nullable: true,
      resolve: async (kase, _args, ctx) => OptionsCache.label((await ctx.gateway.options.all()).case_status, kase.status),
    }),
    isClosed: t.exposeBoolean('is_closed'),
    appearanceDate: t.field({ type: 'Date', nullable: true, resolve: (kase) => kase.appearance_date }),
    dateExpectedToReceiveCheck: t.field({ type: 'Date', nullable: true, resolve: (kase) => kase.date_expected_to_receive_check }),
    lawsuitFiledDate: t.field({ type: 'Date', nullable: true, resolve: (kase) => kase.lawsuit_filed_date }),
    lawFirm: t.field({ type: OrganizationRef, nullable: true, resolve: (kase) => kase.law_firm }),
    lawFirmLastActiveAt: t.field({ type: 'DateTime', nullable: true, resolve: (kase) => kase.law_firm_last_active_at }),
    isEditableByLienholder: t.exposeBoolean('is_editable_by_lienholder'),
    hasSingleLienholder: t.exposeBoolean('has_single_lienholder'),
    lastUpdatedAt: t.field({ type: 'DateTime', nullable: true, resolve: (kase) => kase.last_updated_at }),
    lastUpdatedByOrganizationName: t.exposeString('last_updated_by_organization_name', { nullable: true }),
    daysSinceLastUpdate: t.int({
      nullable: true,
      description: 'Whole days since lastUpdatedAt, null when never updated.',
      resolve: (kase) => daysSince(kase.last_updated_at),
    }),
    needsUpdate: t.boolean({
      description: `Open and not updated for ${OUT_OF_DATE_DAYS} days (or never): the status update is due.`,
      resolve: (kase) => !kase.is_closed && (daysSince(kase.last_updated_at) ?? Infinity) >= OUT_OF_DATE_DAYS,
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (kase) => kase.created_at }),
    createdByOrganization: t.field({
      type: OrganizationRef,
      nullable: true,
      resolve: (kase) => kase.created_by_organization?.id ?? null,
    }),
    lienholders: t.field({
      type: [OrganizationRef],
      description: 'The organisations holding a lien on the case that the viewer may see.',
      resolve: (kase) => kase.lienholders.map((lienholder) => lienholder.id),
    }),
    liens: t.field({
      type: [LienRef],
      description: 'Liens on the case that the viewer may see (law firms: not rejected).',
      resolve: (kase, _args, ctx) => ctx.gateway.liens.ofCase(kase.id),
    }),
    userLien: t.field({
      type: LienRef,
      nullable: true,
      description: "The lienholder viewer's own lien on this case.",
      resolve: (kase) => kase.user_lien,
    }),
    isResolved: t.exposeBoolean('is_resolved', { nullable: true, description: "Lienholder side: the viewer's own lien is resolved." }),
    history: t.field({
      type: ActivityConnection,
      description: 'The case history (not the lien histories), newest first.',
      args: { first: t.arg.int(), after: t.arg.string() },
      resolve: (kase, args, ctx) => historyConnection(ctx, { case: kase.id, caseOnly: true }, args),
    }),
  }),
});
