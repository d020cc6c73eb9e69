import { builder } from '../builder.ts';
import { ActivityConnection, historyConnection } from './activity.ts';
import { CaseRef, LienRef, OrganizationRef } from './refs.ts';

const LienVerificationStatus = builder.enumType('LienVerificationStatus', {
  values: ['PENDING', 'REJECTED', 'RESUBMITTED', 'VERIFIED'] as const,
});

const TreatmentStatus = builder.enumType('TreatmentStatus', { values: ['TREATING', 'DONE_TREATING'] as const });

type Verification = typeof LienVerificationStatus.$inferType;
type Treatment = typeof TreatmentStatus.$inferType;

LienRef.implement({
  description: "An organisation's lien on a case. Another lienholder's lien shows only who holds it and its verification.",
  fields: (t) => ({
    internalID: t.exposeString('id'),
    case: t.field({ type: CaseRef, resolve: (lien) => lien.case }),
    lienholder: t.field({ type: OrganizationRef, resolve: (lien) => lien.lienholder.id }),
    isOwn: t.exposeBoolean('is_own'),
    balance: t.string({
      nullable: true,
      description: 'Decimal string, e.g. "1250.00"; null when not posted or not visible.',
      resolve: (lien) => lien.balance ?? null,
    }),
    balanceLastUpdatedAt: t.field({ type: 'DateTime', nullable: true, resolve: (lien) => lien.balance_last_updated_at ?? null }),
    balanceLastUpdatedByOrganizationName: t.string({ nullable: true, resolve: (lien) => lien.balance_last_updated_by_organization_name ?? null }),
    verificationStatus: t.field({ type: LienVerificationStatus, resolve: (lien) => lien.verification_status as Verification }),
    plaintiffTreatmentStatus: t.field({
      type: TreatmentStatus,
      nullable: true,
      resolve: (lien) => (lien.plaintiff_treatment_status as Treatment | null | undefined) ?? null,
    }),
    finalTreatmentDate: t.field({ type: 'Date', nullable: true, resolve: (lien) => lien.final_treatment_date ?? null }),
    resolutionStatus: t.string({ nullable: true, resolve: (lien) => lien.resolution_status ?? null }),
    isResolved: t.boolean({ resolve: (lien) => lien.is_resolved ?? false }),
    hasLienholderFinalizedDocuments: t.boolean({ nullable: true, resolve: (lien) => lien.has_lienholder_finalized_documents ?? null }),
    shareDocuments: t.boolean({ nullable: true, resolve: (lien) => lien.share_documents ?? null }),
    hasAttorneyChanged: t.boolean({ nullable: true, resolve: (lien) => lien.has_attorney_changed ?? null }),
    isLienholderBlacklisted: t.boolean({ nullable: true, resolve: (lien) => lien.is_lienholder_blacklisted ?? null }),
    createdAt: t.field({ type: 'DateTime', nullable: true, resolve: (lien) => lien.created_at ?? null }),
    history: t.field({
      type: ActivityConnection,
      description: 'The lien history, newest first (the case law firm and the lien holder only).',
      args: { first: t.arg.int(), after: t.arg.string() },
      resolve: (lien, args, ctx) => historyConnection(ctx, { lien: lien.id }, args),
    }),
  }),
});
