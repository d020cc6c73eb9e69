// The law firm's "no longer representing the plaintiff", and the directory of firms it names the new one from.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { DirectoryEntry } from '../registry/organizations.ts';
import { internalId } from './ids.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';
import { Viewer } from './viewer.ts';

export const OrganizationSummary = builder.objectRef<DirectoryEntry>('OrganizationSummary').implement({
  description: "An organisation's directory entry: only its id, name, type, city and state.",
  fields: (t) => ({
    internalID: t.exposeString('id', { description: "The organisation's registry id." }),
    name: t.exposeString('name', { description: "The organisation's name." }),
    type: t.exposeString('type', { description: 'The `OrganizationType`, as text.' }),
    city: t.string({ description: 'City; null when unknown.', nullable: true, resolve: (entry) => entry.city || null }),
    state: t.string({ description: 'Two-letter state code; null when unknown.', nullable: true, resolve: (entry) => entry.state || null }),
  }),
});

builder.objectField(Viewer, 'lawFirmDirectory', (t) =>
  t.field({
    type: [OrganizationSummary],
    description: 'Law firms by name, for naming the firm that now represents a plaintiff.',
    args: {
      search: t.arg.string({ description: 'Matches the name.' }),
      first: t.arg.int({ description: 'How many to return: 1 to 1,000 (50 when omitted).' }),
    },
    resolve: async (_viewer, { search, first }, ctx) => {
      return ctx.gateway.organizations.directory({ type: 'LAW_FIRM' }, search, Math.min(Math.max(first ?? 50, 1), 1000));
    },
  }),
);

const ChangeRepresentationInput = builder.inputType('ChangeRepresentationInput', {
  description: 'The input of `changeRepresentation`.',
  fields: (t) => ({
    caseId: t.id({ description: 'The case (global or registry id).', required: true }),
    knowsNewFirm: t.boolean({ description: 'Answer to "Do you know who now represents the plaintiff?" (required).' }),
    lawFirmId: t.id({ description: 'The new firm (internal id from lawFirmDirectory); required when knowsNewFirm.' }),
    note: t.string({ description: 'Required when the new firm is not known.' }),
  }),
});

const ChangeRepresentationPayload = builder
  .objectRef<{ removedCaseId: string | null; userErrors: UserErrorShape[] }>('ChangeRepresentationPayload')
  .implement({
    description: 'What `changeRepresentation` returns: the objects as they are after the change, and `userErrors` when nothing changed.',
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

builder.mutationField('changeRepresentation', (t) =>
  t.field({
    type: ChangeRepresentationPayload,
    description: 'Law firm: records that it no longer represents the plaintiff; the case leaves its portfolio.',
    authScopes: { lawFirm: true },
    args: {
      input: t.arg({
        description: "The mutation's input; its type describes each field.",
        type: ChangeRepresentationInput,
        required: true,
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const caseId = internalId('Case', String(input.caseId));
      try {
        await ctx.gateway.cases.changeRepresentation(caseId, {
          knows_new_firm: input.knowsNewFirm ?? null,
          law_firm: input.lawFirmId ? internalId('Organization', String(input.lawFirmId)) : null,
          note: input.note ?? '',
        });
      } catch (error) {
        const userErrors = userErrorsFrom(error, { knows_new_firm: 'knowsNewFirm', law_firm: 'lawFirmId' });
        if (!userErrors) throw error;
        return { removedCaseId: null, userErrors };
      }
      return { removedCaseId: encodeGlobalID('Case', caseId), userErrors: [] };
    },
  }),
);
