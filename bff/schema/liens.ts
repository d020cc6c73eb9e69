// The liens slice: the Lien node; who holds liens on a case (adding a lienholder organisation, with the
// directory to find it; the law firm's removal of a lien; the lienholder's removal of a case); and a lienholder's
// updates of its own lien (balance, treatment status, documents toggles, resolve, re-open). The registry
// validates and decides who may; refusals come back as userErrors with its texts.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { LienCapabilitiesJson, LienJson } from '../rest/types.ts';
import { ActivityConnection, historyConnection } from './history.ts';
import { internalId } from './ids.ts';
import { CaseRef, LienRef, OrganizationRef } from './refs.ts';
import { OrganizationSummary } from './representation.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';
import { Viewer } from './viewer.ts';
import { viewerCanType } from './viewer-can.ts';

const LienVerificationStatus = builder.enumType('LienVerificationStatus', {
  description: "Where a lien stands in the law firm's verification.",
  values: {
    PENDING: { description: 'Not yet verified by the law firm.' },
    REJECTED: { description: 'The law firm rejected it (the plaintiff is not its client); the lienholder may answer.' },
    RESUBMITTED: { description: 'The lienholder answered a rejection; waiting for the law firm again.' },
    VERIFIED: { description: 'The law firm confirmed it.' },
  } as const,
});

export const TreatmentStatus = builder.enumType('TreatmentStatus', {
  description: 'Whether the plaintiff is still treating with a lienholder.',
  values: {
    TREATING: { description: 'Still treating.' },
    DONE_TREATING: { description: 'Treatment has ended (`finalTreatmentDate` says when).' },
  } as const,
});

type Verification = typeof LienVerificationStatus.$inferType;
type Treatment = typeof TreatmentStatus.$inferType;

LienRef.implement({
  description: "An organisation's lien on a case. Another lienholder's lien shows only who holds it and its verification.",
  fields: (t) => ({
    internalID: t.exposeString('id', { description: "The registry's id (as in the web app's URLs and the REST API)." }),
    case: t.field({ description: 'The case the lien is on.', type: CaseRef, resolve: (lien) => lien.case }),
    lienholder: t.field({
      description: 'The organisation that holds the lien.',
      type: OrganizationRef,
      resolve: (lien) => lien.lienholder.id,
    }),
    isOwn: t.exposeBoolean('is_own', { description: "True when the lien is the viewer's organisation's." }),
    balance: t.string({
      nullable: true,
      description: 'Decimal string, e.g. "1250.00"; null when not posted or not visible.',
      resolve: (lien) => lien.balance ?? null,
    }),
    balanceLastUpdatedAt: t.field({
      description: 'When the balance was last changed; null when never.',
      type: 'DateTime',
      nullable: true,
      resolve: (lien) => lien.balance_last_updated_at ?? null,
    }),
    balanceLastUpdatedByOrganizationName: t.string({
      description: 'The organisation that last changed the balance; null when never.',
      nullable: true,
      resolve: (lien) => lien.balance_last_updated_by_organization_name ?? null,
    }),
    verificationStatus: t.field({
      description: 'Whether the law firm has verified the lien (a rejected lien is hidden from the law firm).',
      type: LienVerificationStatus,
      resolve: (lien) => lien.verification_status as Verification,
    }),
    plaintiffTreatmentStatus: t.field({
      description: 'Whether the plaintiff is still treating with the lienholder; null when unknown or hidden from the viewer.',
      type: TreatmentStatus,
      nullable: true,
      resolve: (lien) => (lien.plaintiff_treatment_status as Treatment | null | undefined) ?? null,
    }),
    finalTreatmentDate: t.field({
      description: "The plaintiff's last treatment date, once done treating; null otherwise.",
      type: 'Date',
      nullable: true,
      resolve: (lien) => lien.final_treatment_date ?? null,
    }),
    resolutionStatus: t.string({
      description: 'How the lien was resolved, a value of `Options.lienResolutionStatus`; null while unresolved.',
      nullable: true,
      resolve: (lien) => lien.resolution_status ?? null,
    }),
    isResolved: t.boolean({
      description: 'True when the lien is resolved (`resolutionStatus` says how).',
      resolve: (lien) => lien.is_resolved ?? false,
    }),
    hasLienholderFinalizedDocuments: t.boolean({
      description: 'True when the lienholder has finalised its documents for the case; null when hidden from the viewer.',
      nullable: true,
      resolve: (lien) => lien.has_lienholder_finalized_documents ?? null,
    }),
    shareDocuments: t.boolean({
      description:
        "True when the lienholder shares its documents with the case's law firm (default true); null when hidden from the viewer.",
      nullable: true,
      resolve: (lien) => lien.share_documents ?? null,
    }),
    hasAttorneyChanged: t.boolean({
      description:
        "True once the case's law firm gave up representation (a change of representation) after the lien was added; null when hidden from the viewer.",
      nullable: true,
      resolve: (lien) => lien.has_attorney_changed ?? null,
    }),
    isLienholderBlacklisted: t.boolean({
      description: "True when the case's law firm has blocked this lienholder; null when hidden from the viewer.",
      nullable: true,
      resolve: (lien) => lien.is_lienholder_blacklisted ?? null,
    }),
    createdAt: t.field({
      description: 'When the lien was added; null when hidden from the viewer.',
      type: 'DateTime',
      nullable: true,
      resolve: (lien) => lien.created_at ?? null,
    }),
    history: t.field({
      type: ActivityConnection,
      description: 'The lien history, newest first (the case law firm and the lien holder only).',
      args: {
        first: t.arg.int({ description: 'How many entries to return: 1 to 100 (20 when omitted).' }),
        after: t.arg.string({ description: 'Return the entries after this cursor (an `endCursor` of the same list).' }),
      },
      resolve: (lien, args, ctx) => historyConnection(ctx, { lien: lien.id }, args),
    }),
  }),
});

/** Another lienholder's lien, in the reduced shape, may come without `viewer_can`: nothing is allowed on it. */
const NOTHING_ALLOWED: LienCapabilitiesJson = {
  update: false,
  resolve: false,
  reopen: false,
  remove_case: false,
  resolve_rejection: false,
  remove: false,
  reject_verification: false,
  manage_contacts: false,
};

const LienViewerCan = viewerCanType<LienCapabilitiesJson>(
  'LienViewerCan',
  "What the viewer may do on a lien, as the registry decides it (all false on another lienholder's lien).",
  {
    update: {
      from: 'update',
      description:
        "Change the balance, treatment status and documents toggles (updateLien): the lien's holder, unless the case's law firm blocked it.",
    },
    resolve: { from: 'resolve', description: 'Mark the lien resolved (resolveLien): as update, while it is not resolved.' },
    reopen: { from: 'reopen', description: 'Re-open the resolved lien (reopenLien): as update, once it is resolved.' },
    removeCase: { from: 'remove_case', description: 'Withdraw the lien and leave the case (removeCase): as update.' },
    resolveRejection: {
      from: 'resolve_rejection',
      description:
        "Answer the law firm's rejection of the lien's verification (resolveLienRejection): as update, while a rejection is open.",
    },
    remove: { from: 'remove', description: "Remove the lien from the case (removeLien): the case's law firm." },
    rejectVerification: {
      from: 'reject_verification',
      description: "Reject the lien's verification (rejectLienVerification): the case's law firm, while no rejection is open.",
    },
    manageContacts: {
      from: 'manage_contacts',
      description: "Assign and remove the holder's contacts on the case through this lien: the lien's holder.",
    },
  },
);

builder.objectField(LienRef, 'viewerCan', (t) =>
  t.field({
    type: LienViewerCan,
    description: 'What the viewer may do on this lien.',
    resolve: (lien) => lien.viewer_can ?? NOTHING_ALLOWED,
  }),
);

export const DUPLICATE_LIEN = 'The lienholder already exists on the case.';
/** What a DRF-style registry answers for the unique (case, lienholder) pair; `refusal` replaces it with DUPLICATE_LIEN. */
const UNIQUE_SET = 'The fields case, lienholder must make a unique set.';

builder.objectField(LienRef, 'createdByCaseLawFirm', (t) =>
  t.boolean({
    nullable: true,
    description: "The case's own law firm created this lien: removing the case then needs a note. Null when not visible.",
    resolve: (lien) => lien.is_created_by_case_law_firm ?? null,
  }),
);

builder.objectField(Viewer, 'lienholderDirectory', (t) =>
  t.field({
    type: [OrganizationSummary],
    description: 'Lienholder organisations by name (id, name, type, city, state only), for adding one to a case.',
    authScopes: { signedIn: true },
    args: {
      search: t.arg.string({ description: 'Matches the name.' }),
      first: t.arg.int({ description: 'How many to return: 1 to 1,000 (50 when omitted).' }),
    },
    resolve: async (_viewer, { search, first }, ctx) => {
      return ctx.gateway.organizations.directory({ kind: 'LIENHOLDER' }, search, Math.min(Math.max(first ?? 50, 1), 1000));
    },
  }),
);

function refusal(error: unknown, fieldNames: Record<string, string>): UserErrorShape[] {
  const userErrors = userErrorsFrom(error, fieldNames);
  if (!userErrors) throw error;
  return userErrors.map((userError) => (userError.message === UNIQUE_SET ? { ...userError, message: DUPLICATE_LIEN } : userError));
}

const AddLienholderOrganizationInput = builder.inputType('AddLienholderOrganizationInput', {
  description: 'The input of `addLienholderOrganization`.',
  fields: (t) => ({
    caseId: t.id({ description: 'The case (global or registry id).', required: true }),
    lienholderId: t.id({ required: true, description: 'The organisation (internalID from lienholderDirectory, or its global id).' }),
  }),
});

const AddLienholderOrganizationPayload = builder
  .objectRef<{ lien: LienJson | null; caseId: string | null; userErrors: UserErrorShape[] }>('AddLienholderOrganizationPayload')
  .implement({
    description:
      'What `addLienholderOrganization` returns: the objects as they are after the change, and `userErrors` when nothing changed.',
    fields: (t) => ({
      lien: t.field({ type: LienRef, nullable: true, description: 'The new (PENDING) lien.', resolve: (payload) => payload.lien }),
      case: t.field({
        type: CaseRef,
        nullable: true,
        description: 'The case with its liens after the change.',
        resolve: (payload) => payload.caseId,
      }),
      userErrors: t.field({
        description: 'Why nothing changed, in words for the person who asked; empty when the change was made.',
        type: [UserError],
        resolve: (payload) => payload.userErrors,
      }),
    }),
  });

builder.mutationField('addLienholderOrganization', (t) =>
  t.field({
    type: AddLienholderOrganizationPayload,
    description: "Adds a lienholder organisation to a case: the case's law firm, or a lienholder holding a lien on it.",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        description: "The mutation's input; its type describes each field.",
        type: AddLienholderOrganizationInput,
        required: true,
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const caseId = internalId('Case', String(input.caseId));
      try {
        const lien = await ctx.gateway.liens.add(caseId, internalId('Organization', String(input.lienholderId)));
        return { lien, caseId, userErrors: [] };
      } catch (error) {
        return { lien: null, caseId: null, userErrors: refusal(error, { case: 'caseId', lienholder: 'lienholderId' }) };
      }
    },
  }),
);

const RemoveLienInput = builder.inputType('RemoveLienInput', {
  description: 'The input of `removeLien`.',
  fields: (t) => ({
    lienId: t.id({ description: 'The lien to remove (global or registry id).', required: true }),
    note: t.string({ description: 'Why: a note for the case history.' }),
  }),
});

const RemoveLienPayload = builder
  .objectRef<{ removedLienId: string | null; caseId: string | null; userErrors: UserErrorShape[] }>('RemoveLienPayload')
  .implement({
    description: 'What `removeLien` returns: the objects as they are after the change, and `userErrors` when nothing changed.',
    fields: (t) => ({
      removedLienId: t.id({ nullable: true, description: "The removed lien's global id.", resolve: (payload) => payload.removedLienId }),
      case: t.field({
        type: CaseRef,
        nullable: true,
        description: 'The case with its remaining liens.',
        resolve: (payload) => payload.caseId,
      }),
      userErrors: t.field({
        description: 'Why nothing changed, in words for the person who asked; empty when the change was made.',
        type: [UserError],
        resolve: (payload) => payload.userErrors,
      }),
    }),
  });

builder.mutationField('removeLien', (t) =>
  t.field({
    type: RemoveLienPayload,
    description: "The case's law firm removes a lien; the lienholder loses the case. The note goes into the history.",
    authScopes: { lawFirm: true },
    args: { input: t.arg({ description: "The mutation's input; its type describes each field.", type: RemoveLienInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const lienId = internalId('Lien', String(input.lienId));
      try {
        // Read first: once removed the lien is no longer visible, and the payload returns its case.
        const lien = await ctx.gateway.liens.fetch(lienId);
        await ctx.gateway.liens.remove(lien, input.note ?? '');
        return { removedLienId: encodeGlobalID('Lien', lienId), caseId: lien.case, userErrors: [] };
      } catch (error) {
        return { removedLienId: null, caseId: null, userErrors: refusal(error, {}) };
      }
    },
  }),
);

const RemoveCaseInput = builder.inputType('RemoveCaseInput', {
  description: 'The input of `removeCase`.',
  fields: (t) => ({
    lienId: t.id({ required: true, description: "The viewer's own lien on the case." }),
    note: t.string({ description: "Required when the case's law firm created the lien (Lien.createdByCaseLawFirm)." }),
  }),
});

const RemoveCasePayload = builder.objectRef<{ removedCaseId: string | null; userErrors: UserErrorShape[] }>('RemoveCasePayload').implement({
  description: 'What `removeCase` returns: the objects as they are after the change, and `userErrors` when nothing changed.',
  fields: (t) => ({
    removedCaseId: t.id({
      nullable: true,
      description: "The case's global id: it has left the viewer's portfolio.",
      resolve: (payload) => payload.removedCaseId,
    }),
    userErrors: t.field({
      description: 'Why nothing changed, in words for the person who asked; empty when the change was made.',
      type: [UserError],
      resolve: (payload) => payload.userErrors,
    }),
  }),
});

builder.mutationField('removeCase', (t) =>
  t.field({
    type: RemoveCasePayload,
    description: 'Lienholder: removes the case from its portfolio (its own lien is withdrawn).',
    authScopes: { lienholder: true },
    args: { input: t.arg({ description: "The mutation's input; its type describes each field.", type: RemoveCaseInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const lienId = internalId('Lien', String(input.lienId));
      try {
        const lien = await ctx.gateway.liens.fetch(lienId);
        await ctx.gateway.liens.removeCase(lien, input.note ?? '');
        return { removedCaseId: encodeGlobalID('Case', lien.case), userErrors: [] };
      } catch (error) {
        return { removedCaseId: null, userErrors: refusal(error, {}) };
      }
    },
  }),
);

// ---------------------------------------------------------------------------------------------------------------
// The lienholder's updates of its own lien

interface LienPayloadShape {
  lien: LienJson | null;
  userErrors: UserErrorShape[];
}

const LienPayload = builder.objectRef<LienPayloadShape>('LienPayload').implement({
  description: 'The lien after the change (and through it, its case), or why nothing changed.',
  fields: (t) => ({
    lien: t.field({
      description: 'The lien after the change; null when refused.',
      type: LienRef,
      nullable: true,
      resolve: (payload) => payload.lien,
    }),
    case: t.field({
      description: 'The case of the lien, as it is now; null when refused.',
      type: CaseRef,
      nullable: true,
      resolve: (payload) => payload.lien?.case ?? null,
    }),
    userErrors: t.field({
      description: 'Why nothing changed, in words for the person who asked; empty when the change was made.',
      type: [UserError],
      resolve: (payload) => payload.userErrors,
    }),
  }),
});

const FIELD_NAMES = {
  plaintiff_treatment_status: 'plaintiffTreatmentStatus',
  final_treatment_date: 'finalTreatmentDate',
  has_lienholder_finalized_documents: 'hasLienholderFinalizedDocuments',
  share_documents: 'shareDocuments',
  resolution_status: 'resolutionStatus',
};

/** Sends a change of the lien `lienId` (global or registry id); a refusal becomes userErrors. */
async function changeLien(lienId: string, send: (lienId: string) => Promise<LienJson>): Promise<LienPayloadShape> {
  try {
    return { lien: await send(internalId('Lien', lienId)), userErrors: [] };
  } catch (error) {
    const userErrors = userErrorsFrom(error, FIELD_NAMES);
    if (!userErrors) throw error;
    return { lien: null, userErrors };
  }
}

const UpdateLienInput = builder.inputType('UpdateLienInput', {
  description: 'The input of `updateLien`.',
  fields: (t) => ({
    lienId: t.id({ description: "The viewer's own lien (global or registry id).", required: true }),
    balance: t.string({ description: 'Decimal, e.g. "1250.00"; required when given.' }),
    plaintiffTreatmentStatus: t.string({ description: 'TREATING or DONE_TREATING (TREATING clears finalTreatmentDate).' }),
    finalTreatmentDate: t.field({
      description: 'With DONE_TREATING: the last treatment date (required then, not in the future).',
      type: 'Date',
    }),
    hasLienholderFinalizedDocuments: t.boolean({ description: 'True once the lienholder has finalised its documents.' }),
    shareDocuments: t.boolean({ description: "Whether the lienholder shares its documents with the case's law firm." }),
    note: t.string({ description: 'A note for the lien history.' }),
  }),
});

builder.mutationField('updateLien', (t) =>
  t.field({
    type: LienPayload,
    description: "Lienholder: updates its own lien's balance, treatment status or documents toggles.",
    authScopes: { lienholder: true },
    args: { input: t.arg({ description: "The mutation's input; its type describes each field.", type: UpdateLienInput, required: true }) },
    resolve: (_root, { input }, ctx) => {
      const body: Record<string, unknown> = {};
      if (input.balance !== undefined) body.balance = input.balance;
      if (input.plaintiffTreatmentStatus !== undefined) body.plaintiff_treatment_status = input.plaintiffTreatmentStatus;
      if (input.finalTreatmentDate !== undefined) body.final_treatment_date = input.finalTreatmentDate;
      if (input.hasLienholderFinalizedDocuments !== undefined)
        body.has_lienholder_finalized_documents = input.hasLienholderFinalizedDocuments;
      if (input.shareDocuments !== undefined) body.share_documents = input.shareDocuments;
      if (input.note != null) body.note = input.note;
      return changeLien(String(input.lienId), (lienId) => ctx.gateway.liens.update(lienId, body));
    },
  }),
);

const ResolveLienInput = builder.inputType('ResolveLienInput', {
  description: 'The input of `resolveLien`.',
  fields: (t) => ({
    lienId: t.id({ description: 'The lien to resolve (global or registry id).', required: true }),
    resolutionStatus: t.string({ description: 'One of Options.lienResolutionStatus (required).' }),
    note: t.string({ description: 'A note for the lien history.' }),
  }),
});

builder.mutationField('resolveLien', (t) =>
  t.field({
    type: LienPayload,
    description: 'Lienholder: marks its own lien resolved, with a reason.',
    authScopes: { lienholder: true },
    args: { input: t.arg({ description: "The mutation's input; its type describes each field.", type: ResolveLienInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      changeLien(String(input.lienId), (lienId) =>
        ctx.gateway.liens.resolve(lienId, { resolution_status: input.resolutionStatus ?? null, note: input.note ?? '' }),
      ),
  }),
);

const ReopenLienInput = builder.inputType('ReopenLienInput', {
  description: 'The input of `reopenLien`.',
  fields: (t) => ({
    lienId: t.id({ description: 'The resolved lien to re-open (global or registry id).', required: true }),
    note: t.string({ description: 'A note for the lien history.' }),
  }),
});

builder.mutationField('reopenLien', (t) =>
  t.field({
    type: LienPayload,
    description: 'Lienholder: re-opens its own resolved lien.',
    authScopes: { lienholder: true },
    args: { input: t.arg({ description: "The mutation's input; its type describes each field.", type: ReopenLienInput, required: true }) },
    resolve: (_root, { input }, ctx) => changeLien(String(input.lienId), (lienId) => ctx.gateway.liens.reopen(lienId, input.note ?? '')),
  }),
);
