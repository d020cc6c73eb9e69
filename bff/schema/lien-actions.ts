// Who holds liens on a case: adding a lienholder organisation (with the directory to find it), the law firm's
// removal of a lien, and the lienholder's removal of a case. The registry decides who may; refusals are userErrors.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { requireViewer, rolePath, type BffContext } from '../context.ts';
import { REGISTRY_PREFIX } from '../rest/registry-client.ts';
import type { LienJson, Page } from '../rest/types.ts';
import { internalId } from './ids.ts';
import { CaseRef, LienRef } from './refs.ts';
import { OrganizationSummary, type DirectoryEntry } from './representation.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';
import { Viewer } from './viewer.ts';

export const DUPLICATE_LIEN = 'The lienholder already exists on the case.';
/** What a DRF-style registry answers for the unique (case, lienholder) pair; the spec shows DUPLICATE_LIEN instead. */
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
    args: { search: t.arg.string(), first: t.arg.int() },
    resolve: async (_viewer, { search, first }, ctx) => {
      const page = await ctx.registry.get<Page<DirectoryEntry>>(`${REGISTRY_PREFIX}/legal-organizations-light/`, {
        kind: 'LIENHOLDER',
        search: search?.trim() || undefined,
        page_size: Math.min(Math.max(first ?? 50, 1), 1000),
      });
      return page.results;
    },
  }),
);

const lienPath = async (ctx: BffContext, lienId?: string) =>
  `${REGISTRY_PREFIX}/beta/${rolePath((await requireViewer(ctx)).kind)}/liens/${lienId ? `${encodeURIComponent(lienId)}/` : ''}`;

function refusal(error: unknown, fieldNames: Record<string, string>): UserErrorShape[] {
  const userErrors = userErrorsFrom(error, fieldNames);
  if (!userErrors) throw error;
  return userErrors.map((userError) => (userError.message === UNIQUE_SET ? { ...userError, message: DUPLICATE_LIEN } : userError));
}

const AddLienholderOrganizationInput = builder.inputType('AddLienholderOrganizationInput', {
  fields: (t) => ({
    caseId: t.id({ required: true }),
    lienholderId: t.id({ required: true, description: 'The organisation (internalID from lienholderDirectory, or its global id).' }),
  }),
});

const AddLienholderOrganizationPayload = builder
  .objectRef<{ lien: LienJson | null; caseId: string | null; userErrors: UserErrorShape[] }>('AddLienholderOrganizationPayload')
  .implement({
    fields: (t) => ({
      lien: t.field({ type: LienRef, nullable: true, description: 'The new (PENDING) lien.', resolve: (payload) => payload.lien }),
      case: t.field({ type: CaseRef, nullable: true, description: 'The case with its liens after the change.', resolve: (payload) => payload.caseId }),
      userErrors: t.field({ type: [UserError], resolve: (payload) => payload.userErrors }),
    }),
  });

builder.mutationField('addLienholderOrganization', (t) =>
  t.field({
    type: AddLienholderOrganizationPayload,
    description: "Adds a lienholder organisation to a case: the case's law firm, or a lienholder holding a lien on it.",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: AddLienholderOrganizationInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const caseId = internalId('Case', String(input.caseId));
      try {
        const lien = await ctx.registry.post<LienJson>(await lienPath(ctx), { case: caseId, lienholder: internalId('Organization', String(input.lienholderId)) });
        return { lien, caseId, userErrors: [] };
      } catch (error) {
        return { lien: null, caseId: null, userErrors: refusal(error, { case: 'caseId', lienholder: 'lienholderId' }) };
      }
    },
  }),
);

const RemoveLienInput = builder.inputType('RemoveLienInput', {
  fields: (t) => ({ lienId: t.id({ required: true }), note: t.string() }),
});

const RemoveLienPayload = builder
  .objectRef<{ removedLienId: string | null; caseId: string | null; userErrors: UserErrorShape[] }>('RemoveLienPayload')
  .implement({
    fields: (t) => ({
      removedLienId: t.id({ nullable: true, description: "The removed lien's global id.", resolve: (payload) => payload.removedLienId }),
      case: t.field({ type: CaseRef, nullable: true, description: 'The case with its remaining liens.', resolve: (payload) => payload.caseId }),
      userErrors: t.field({ type: [UserError], resolve: (payload) => payload.userErrors }),
    }),
  });

builder.mutationField('removeLien', (t) =>
  t.field({
    type: RemoveLienPayload,
    description: "The case's law firm removes a lien; the lienholder loses the case. The note goes into the history.",
    authScopes: { lawFirm: true },
    args: { input: t.arg({ type: RemoveLienInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const lienId = internalId('Lien', String(input.lienId));
      try {
        const path = await lienPath(ctx, lienId);
        // Read first: once removed the lien is no longer visible, and the payload returns its case.
        const lien = await ctx.registry.get<LienJson>(path);
        await ctx.registry.send('DELETE', path, { note: input.note ?? '' });
        return { removedLienId: encodeGlobalID('Lien', lienId), caseId: lien.case, userErrors: [] };
      } catch (error) {
        return { removedLienId: null, caseId: null, userErrors: refusal(error, {}) };
      }
    },
  }),
);

const RemoveCaseInput = builder.inputType('RemoveCaseInput', {
  fields: (t) => ({
    lienId: t.id({ required: true, description: "The viewer's own lien on the case." }),
    note: t.string({ description: "Required when the case's law firm created the lien (Lien.createdByCaseLawFirm)." }),
  }),
});

const RemoveCasePayload = builder.objectRef<{ removedCaseId: string | null; userErrors: UserErrorShape[] }>('RemoveCasePayload').implement({
  fields: (t) => ({
    removedCaseId: t.id({ nullable: true, description: "The case's global id: it has left the viewer's portfolio.", resolve: (payload) => payload.removedCaseId }),
    userErrors: t.field({ type: [UserError], resolve: (payload) => payload.userErrors }),
  }),
});

builder.mutationField('removeCase', (t) =>
  t.field({
    type: RemoveCasePayload,
    description: 'Lienholder: removes the case from its portfolio (its own lien is withdrawn).',
    authScopes: { lienholder: true },
    args: { input: t.arg({ type: RemoveCaseInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const lienId = internalId('Lien', String(input.lienId));
      try {
        const path = await lienPath(ctx, lienId);
        const lien = await ctx.registry.get<LienJson>(path);
        await ctx.registry.post(`${path}remove-case/`, { note: input.note ?? '' });
        return { removedCaseId: encodeGlobalID('Case', lien.case), userErrors: [] };
      } catch (error) {
        return { removedCaseId: null, userErrors: refusal(error, {}) };
      }
    },
  }),
);
