import { builder } from '../builder.ts';
import { OptionsCache } from '../options-cache.ts';
import type { CaseCapabilitiesJson, CaseJson } from '../rest/types.ts';
import { ActivityConnection, historyConnection } from './history.ts';
import { CaseRef, LienRef, OrganizationRef } from './refs.ts';
import { viewerCanType } from './viewer-can.ts';

const Person = builder.objectRef<CaseJson['plaintiff']>('Person').implement({
  description: 'A person on a case: the plaintiff.',
  fields: (t) => ({
    firstName: t.exposeString('first_name', { description: 'First name.' }),
    lastName: t.exposeString('last_name', { description: 'Last name.' }),
    fullName: t.string({ description: 'First and last name.', resolve: (person) => `${person.first_name} ${person.last_name}`.trim() }),
    birthdate: t.field({
      description: 'Date of birth; null when unknown.',
      type: 'Date',
      nullable: true,
      resolve: (person) => person.birthdate,
    }),
  }),
});

export const CaseViewerCan = viewerCanType<CaseCapabilitiesJson>(
  'CaseViewerCan',
  'What the viewer may do on a case, as the registry decides it.',
  {
    editDetails: {
      from: 'edit_details',
      description:
        "Edit the plaintiff's name and birthdate, the date of loss, state and incident type (updateCaseDetails): the case's law firm, or a lienholder on it while the case is editable by lienholders.",
    },
    editPolicyLimits: {
      from: 'edit_policy_limits',
      description: "Add and delete policy limits (addPolicyLimit, deletePolicyLimit): the case's law firm.",
    },
    updateStatus: { from: 'update_status', description: "Set or confirm the case status (updateCaseStatus): the case's law firm." },
    addLienholder: {
      from: 'add_lienholder',
      description: 'Add a lienholder organisation to the case (addLienholderOrganization): whoever sees the case.',
    },
    removeLiens: { from: 'remove_liens', description: "Remove liens from the case (removeLien): the case's law firm." },
    rejectVerification: {
      from: 'reject_verification',
      description:
        "Reject the verification of liens on the case (rejectLienVerification; each lien's own answer is Lien.viewerCan): the case's law firm.",
    },
    changeRepresentation: {
      from: 'change_representation',
      description: "Record that the firm no longer represents the plaintiff (changeRepresentation): the case's law firm.",
    },
    setLawFirm: {
      from: 'set_law_firm',
      description: 'Set the law firm that now represents the plaintiff (changeCaseLawFirm): a lienholder holding a lien on the case.',
    },
    removeCase: {
      from: 'remove_case',
      description:
        "Remove the case from the viewer's portfolio (removeCase): a lienholder whose own lien the case's law firm has not blocked.",
    },
    merge: {
      from: 'merge',
      description:
        'Merge a duplicate into the case (mergeCases): whoever sees it (a lienholder only cases of one law firm, which mergePreview checks).',
    },
    manageContacts: {
      from: 'manage_contacts',
      description:
        'Assign and remove contacts on the case (addCaseContact, removeCaseContact, assignCaseToMe); whose contacts: CaseOrganizationCard.viewerCan.',
    },
    addTags: {
      from: 'add_tags',
      description:
        "Put the organisation's tags on the case and take them off (addCaseTag, removeCaseTag): accounts with the ADD_TAG feature.",
    },
    editExternalIds: {
      from: 'edit_external_ids',
      description: "Add and delete the organisation's external identifiers of the case (addExternalKey, deleteExternalKey).",
    },
    shareLink: { from: 'share_link', description: 'Create a share link to the case (createCaseShareLink).' },
  },
);

CaseRef.implement({
  description: 'A personal-injury case: the plaintiff, the law firm representing them and the liens on it.',
  fields: (t) => ({
    internalID: t.exposeString('id', { description: 'The registry id (the id in /portfolio/:id).' }),
    plaintiff: t.field({ description: 'The injured person the case is about.', type: Person, resolve: (kase) => kase.plaintiff }),
    dateOfLoss: t.field({
      description: 'The date of the incident that injured the plaintiff.',
      type: 'Date',
      nullable: true,
      resolve: (kase) => kase.date_of_loss,
    }),
    stateOfIncident: t.exposeString('state_of_incident', {
      description: 'Two-letter code of the US state where the incident happened; null when unknown.',
      nullable: true,
    }),
    type: t.exposeString('type', { description: 'The incident type, a value of `Options.caseType`; null when unknown.', nullable: true }),
    status: t.exposeString('status', { nullable: true, description: 'Case status value (see Options.caseStatus); null when never set.' }),
    statusLabel: t.string({
      description: 'The status as people read it (the label of `status` in `Options.caseStatus`); null when no status is set.',
      nullable: true,
      resolve: (kase, _args, ctx) => {
        // Synchronous when the lists are at hand: an async field would make every row of a page a promise.
        const options = ctx.gateway.options.current();
        if (options) return OptionsCache.label(options.case_status, kase.status);
        return ctx.gateway.options.all().then((all) => OptionsCache.label(all.case_status, kase.status));
      },
    }),
    isClosed: t.exposeBoolean('is_closed', { description: 'True when the case has a closed status (see `Options.closedCaseStatuses`).' }),
    appearanceDate: t.field({
      description: 'The date of the court appearance a dated status (e.g. trial scheduled) requires; null when none.',
      type: 'Date',
      nullable: true,
      resolve: (kase) => kase.appearance_date,
    }),
    dateExpectedToReceiveCheck: t.field({
      description: 'When the law firm expects the settlement check (a dated status); null when not set.',
      type: 'Date',
      nullable: true,
      resolve: (kase) => kase.date_expected_to_receive_check,
    }),
    lawsuitFiledDate: t.field({
      description: 'The date the lawsuit was filed (a dated status); null when not filed.',
      type: 'Date',
      nullable: true,
      resolve: (kase) => kase.lawsuit_filed_date,
    }),
    lawFirm: t.field({
      description: 'The law firm representing the plaintiff; null when the case has none.',
      type: OrganizationRef,
      nullable: true,
      resolve: (kase) => kase.law_firm,
    }),
    lawFirmLastActiveAt: t.field({
      description: "When the case's law firm last updated the case's status; null when it has not since it took the case.",
      type: 'DateTime',
      nullable: true,
      resolve: (kase) => kase.law_firm_last_active_at,
    }),
    isEditableByLienholder: t.exposeBoolean('is_editable_by_lienholder', {
      description: "True when a lienholder may edit the case's details; otherwise the page says 'Locked by law firm'.",
    }),
    hasSingleLienholder: t.exposeBoolean('has_single_lienholder', {
      description: 'True when exactly one organisation holds a lien on the case.',
    }),
    lastUpdatedAt: t.field({
      description: "When the case's status was last updated; null when never.",
      type: 'DateTime',
      nullable: true,
      resolve: (kase) => kase.last_updated_at,
    }),
    lastUpdatedByOrganizationName: t.exposeString('last_updated_by_organization_name', {
      description: 'The organisation that made the last status update; null when never updated.',
      nullable: true,
    }),
    daysSinceLastUpdate: t.int({
      nullable: true,
      description: 'Whole days since lastUpdatedAt, null when never updated.',
      resolve: (kase) => kase.days_since_last_update,
    }),
    needsUpdate: t.boolean({
      description: "Out of date by the registry's rule: open and not updated for 90 days (or never), so the status update is due.",
      resolve: (kase) => kase.is_out_of_date,
    }),
    viewerCan: t.field({ type: CaseViewerCan, description: 'What the viewer may do on this case.', resolve: (kase) => kase.viewer_can }),
    createdAt: t.field({ description: 'When the case was registered.', type: 'DateTime', resolve: (kase) => kase.created_at }),
    createdByOrganization: t.field({
      description: 'The organisation that registered the case; null when unknown.',
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
      args: {
        first: t.arg.int({ description: 'How many entries to return: 1 to 100 (20 when omitted).' }),
        after: t.arg.string({ description: 'Return the entries after this cursor (an `endCursor` of the same list).' }),
      },
      resolve: (kase, args, ctx) => historyConnection(ctx, { case: kase.id, caseOnly: true }, args),
    }),
  }),
});
