// Rejecting a lien's verification (law firm), resolving the rejection (lienholder) and the lienholder's change of
// the case's law firm. The registry validates and decides who may; refusals come back as userErrors.
import { builder } from '../builder.ts';
import type { CaseJson, LienJson } from '../rest/types.ts';
import type { BffContext } from '../context.ts';
import { internalId } from './ids.ts';
import { CaseRef, LienRef } from './refs.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';

builder.objectFields(LienRef, (t) => ({
  hasOpenRejection: t.boolean({
    description: "The case's law firm rejected this lien's verification and the lienholder has not answered yet.",
    resolve: (lien) => lien.has_open_rejection ?? false,
  }),
  rejectionNote: t.string({
    nullable: true,
    description: "The law firm's reasons ('This lien is rejected for the following reasons') while the rejection is open.",
    resolve: (lien) => lien.rejection_note ?? null,
  }),
}));

interface LienChangeShape {
  lien: LienJson | null;
  userErrors: UserErrorShape[];
}

const lienPayload = (name: string, description: string) =>
  builder.objectRef<LienChangeShape>(name).implement({
    description,
    fields: (t) => ({
      lien: t.field({
        type: LienRef,
        nullable: true,
        description: 'The lien after the change; null when refused.',
        resolve: (payload) => payload.lien,
      }),
      case: t.field({
        type: CaseRef,
        nullable: true,
        description: "The lien's case as it is now (its law firm may have changed); null when refused.",
        resolve: (payload) => payload.lien?.case ?? null,
      }),
      userErrors: t.field({
        description: 'Why nothing changed, in words for the person who asked; empty when the change was made.',
        type: [UserError],
        resolve: (payload) => payload.userErrors,
      }),
    }),
  });

const FIELD_NAMES = { law_firm: 'lawFirmId' };

async function asPayload<T>(send: () => Promise<T>): Promise<{ value: T | null; userErrors: UserErrorShape[] }> {
  try {
    return { value: await send(), userErrors: [] };
  } catch (error) {
    const userErrors = userErrorsFrom(error, FIELD_NAMES);
    if (!userErrors) throw error;
    return { value: null, userErrors };
  }
}

const organizationId = (id: string | null | undefined) => (id ? internalId('Organization', String(id)) : null);

const RejectLienVerificationPayload = lienPayload(
  'RejectLienVerificationPayload',
  'The lien with its open rejection, or why nothing changed.',
);

const RejectLienVerificationInput = builder.inputType('RejectLienVerificationInput', {
  description: 'The input of `rejectLienVerification`.',
  fields: (t) => ({
    lienId: t.id({ description: 'The lien to reject (global or registry id).', required: true }),
    note: t.string({ description: "'This lien is rejected for the following reasons' (required)." }),
  }),
});

builder.mutationField('rejectLienVerification', (t) =>
  t.field({
    type: RejectLienVerificationPayload,
    description: 'Law firm: rejects the verification of a lien on its case, with its reasons; the lienholder is asked to resolve it.',
    authScopes: { lawFirm: true },
    args: {
      input: t.arg({
        description: "The mutation's input; its type describes each field.",
        type: RejectLienVerificationInput,
        required: true,
      }),
    },
    resolve: async (_root, { input }, ctx: BffContext) => {
      const { value, userErrors } = await asPayload(() =>
        ctx.gateway.liens.rejectVerification(internalId('Lien', String(input.lienId)), input.note ?? ''),
      );
      return { lien: value, userErrors };
    },
  }),
);

const ResolveLienRejectionPayload = lienPayload(
  'ResolveLienRejectionPayload',
  'The lien after the answer (and its case, whose law firm may have changed).',
);

const ResolveLienRejectionInput = builder.inputType('ResolveLienRejectionInput', {
  description: 'The input of `resolveLienRejection`.',
  fields: (t) => ({
    lienId: t.id({ description: 'The rejected lien (global or registry id).', required: true }),
    path: t.string({ description: 'RESUBMIT or CHANGE_LAW_FIRM (required).' }),
    note: t.string({ description: 'Required when resubmitting.' }),
    lawFirmId: t.id({ description: 'The new law firm (internalID from lawFirmDirectory); required for CHANGE_LAW_FIRM.' }),
  }),
});

builder.mutationField('resolveLienRejection', (t) =>
  t.field({
    type: ResolveLienRejectionPayload,
    description: "Lienholder: answers the law firm's rejection of its lien by resubmitting it or by naming the plaintiff's new law firm.",
    authScopes: { lienholder: true },
    args: {
      input: t.arg({
        description: "The mutation's input; its type describes each field.",
        type: ResolveLienRejectionInput,
        required: true,
      }),
    },
    resolve: async (_root, { input }, ctx: BffContext) => {
      const { value, userErrors } = await asPayload(() =>
        ctx.gateway.liens.resolveRejection(internalId('Lien', String(input.lienId)), {
          path: input.path ?? null,
          note: input.note ?? '',
          law_firm: organizationId(input.lawFirmId),
        }),
      );
      return { lien: value, userErrors };
    },
  }),
);

const ChangeCaseLawFirmPayload = builder
  .objectRef<{ case: CaseJson | null; userErrors: UserErrorShape[] }>('ChangeCaseLawFirmPayload')
  .implement({
    description: 'The case with its new law firm, or why nothing changed.',
    fields: (t) => ({
      case: t.field({
        description: 'The case with its new law firm; null when refused.',
        type: CaseRef,
        nullable: true,
        resolve: (payload) => payload.case,
      }),
      userErrors: t.field({
        description: 'Why nothing changed, in words for the person who asked; empty when the change was made.',
        type: [UserError],
        resolve: (payload) => payload.userErrors,
      }),
    }),
  });

const ChangeCaseLawFirmInput = builder.inputType('ChangeCaseLawFirmInput', {
  description: 'The input of `changeCaseLawFirm`.',
  fields: (t) => ({
    caseId: t.id({ description: 'The case (global or registry id).', required: true }),
    lawFirmId: t.id({ description: 'The new law firm (internalID from lawFirmDirectory; required).' }),
    note: t.string({ description: 'A note for the case history and the law firms.' }),
  }),
});

builder.mutationField('changeCaseLawFirm', (t) =>
  t.field({
    type: ChangeCaseLawFirmPayload,
    description: 'Lienholder: sets the law firm that now represents the plaintiff on a case it holds a lien on; it stays on the case.',
    authScopes: { lienholder: true },
    args: {
      input: t.arg({ description: "The mutation's input; its type describes each field.", type: ChangeCaseLawFirmInput, required: true }),
    },
    resolve: async (_root, { input }, ctx: BffContext) => {
      const caseId = internalId('Case', String(input.caseId));
      const { value, userErrors } = await asPayload(() =>
        ctx.gateway.cases.changeLawFirm(caseId, {
          law_firm: organizationId(input.lawFirmId),
          note: input.note ?? '',
        }),
      );
      return { case: value, userErrors };
    },
  }),
);
