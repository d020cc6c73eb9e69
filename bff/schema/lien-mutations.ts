// A lienholder's updates of its own lien: balance, treatment status, documents toggles, resolve and re-open.
// The registry validates and decides who may; refusals come back as userErrors with its texts.
import { builder } from '../builder.ts';
import { REGISTRY_PREFIX } from '../rest/registry-client.ts';
import type { LienJson } from '../rest/types.ts';
import { internalId } from './ids.ts';
import { CaseRef, LienRef } from './refs.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';
import type { BffContext } from '../context.ts';

interface LienPayloadShape {
  lien: LienJson | null;
  userErrors: UserErrorShape[];
}

const LienPayload = builder.objectRef<LienPayloadShape>('LienPayload').implement({
  description: 'The lien after the change (and through it, its case), or why nothing changed.',
  fields: (t) => ({
    lien: t.field({ type: LienRef, nullable: true, resolve: (payload) => payload.lien }),
    case: t.field({ type: CaseRef, nullable: true, resolve: (payload) => payload.lien?.case ?? null }),
    userErrors: t.field({ type: [UserError], resolve: (payload) => payload.userErrors }),
  }),
});

const FIELD_NAMES = {
  plaintiff_treatment_status: 'plaintiffTreatmentStatus',
  final_treatment_date: 'finalTreatmentDate',
  has_lienholder_finalized_documents: 'hasLienholderFinalizedDocuments',
  share_documents: 'shareDocuments',
  resolution_status: 'resolutionStatus',
};

async function changeLien(ctx: BffContext, lienId: string, send: (path: string) => Promise<LienJson>): Promise<LienPayloadShape> {
  const path = `${REGISTRY_PREFIX}/beta/lienholder/liens/${encodeURIComponent(internalId('Lien', lienId))}/`;
  try {
    return { lien: await send(path), userErrors: [] };
  } catch (error) {
    const userErrors = userErrorsFrom(error, FIELD_NAMES);
    if (!userErrors) throw error;
    return { lien: null, userErrors };
  }
}

const UpdateLienInput = builder.inputType('UpdateLienInput', {
  fields: (t) => ({
    lienId: t.id({ required: true }),
    balance: t.string({ description: 'Decimal, e.g. "1250.00"; required when given.' }),
    plaintiffTreatmentStatus: t.string({ description: 'TREATING or DONE_TREATING (TREATING clears finalTreatmentDate).' }),
    finalTreatmentDate: t.field({ type: 'Date' }),
    hasLienholderFinalizedDocuments: t.boolean(),
    shareDocuments: t.boolean(),
    note: t.string(),
  }),
});

builder.mutationField('updateLien', (t) =>
  t.field({
    type: LienPayload,
    description: "Lienholder: updates its own lien's balance, treatment status or documents toggles.",
    authScopes: { lienholder: true },
    args: { input: t.arg({ type: UpdateLienInput, required: true }) },
    resolve: (_root, { input }, ctx) => {
      const body: Record<string, unknown> = {};
      if (input.balance !== undefined) body.balance = input.balance;
      if (input.plaintiffTreatmentStatus !== undefined) body.plaintiff_treatment_status = input.plaintiffTreatmentStatus;
      if (input.finalTreatmentDate !== undefined) body.final_treatment_date = input.finalTreatmentDate;
      if (input.hasLienholderFinalizedDocuments !== undefined) body.has_lienholder_finalized_documents = input.hasLienholderFinalizedDocuments;
      if (input.shareDocuments !== undefined) body.share_documents = input.shareDocuments;
      if (input.note != null) body.note = input.note;
      return changeLien(ctx, String(input.lienId), (path) => ctx.registry.patch<LienJson>(path, body));
    },
  }),
);

const ResolveLienInput = builder.inputType('ResolveLienInput', {
  fields: (t) => ({
    lienId: t.id({ required: true }),
    resolutionStatus: t.string({ description: 'One of Options.lienResolutionStatus (required).' }),
    note: t.string(),
  }),
});

builder.mutationField('resolveLien', (t) =>
  t.field({
    type: LienPayload,
    description: 'Lienholder: marks its own lien resolved, with a reason.',
    authScopes: { lienholder: true },
    args: { input: t.arg({ type: ResolveLienInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      changeLien(ctx, String(input.lienId), (path) =>
        ctx.registry.post<LienJson>(`${path}resolve/`, { resolution_status: input.resolutionStatus ?? null, note: input.note ?? '' }),
      ),
  }),
);

const ReopenLienInput = builder.inputType('ReopenLienInput', {
  fields: (t) => ({ lienId: t.id({ required: true }), note: t.string() }),
});

builder.mutationField('reopenLien', (t) =>
  t.field({
    type: LienPayload,
    description: 'Lienholder: re-opens its own resolved lien.',
    authScopes: { lienholder: true },
    args: { input: t.arg({ type: ReopenLienInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      changeLien(ctx, String(input.lienId), (path) => ctx.registry.post<LienJson>(`${path}reopen/`, { note: input.note ?? '' })),
  }),
);
