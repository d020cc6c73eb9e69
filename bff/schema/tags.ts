// Tags on the Case Detail tab. A tag belongs to the viewer's organisation and is shown to nobody else (the
// registry filters). Case.tags is batched per page of cases; the picker searches Viewer.tags; addCaseTag takes an
// existing tag or a new name (creating the tag first).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { requireViewer, type BffContext } from '../context.ts';
import type { CaseTagJson, TagJson } from '../registry/tags.ts';
import { internalId } from './ids.ts';
import { CaseRef } from './refs.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';
import { Viewer } from './viewer.ts';

export const ADD_TAG_FEATURE = 'ADD_TAG';
const MAX_SUGGESTIONS = 50;

const Tag = builder.objectRef<TagJson>('Tag').implement({
  description: "One of the viewer's organisation's tags (never shown to another organisation).",
  fields: (t) => ({
    id: t.id({
      description: 'The global id: opaque, stable, and unique across every type.',
      resolve: (tag) => encodeGlobalID('Tag', tag.id),
    }),
    internalID: t.exposeString('id', { description: "The registry's id (as in the web app's URLs and the REST API)." }),
    name: t.exposeString('name', { description: 'The name, unique within the organisation (ignoring case).' }),
  }),
});

const CaseTag = builder.objectRef<CaseTagJson>('CaseTag').implement({
  description: "A tag of the viewer's organisation on a case.",
  fields: (t) => ({
    id: t.id({
      description: 'The global id: opaque, stable, and unique across every type.',
      resolve: (caseTag) => encodeGlobalID('CaseTag', caseTag.id),
    }),
    internalID: t.exposeString('id', { description: "The registry's id (as in the web app's URLs and the REST API)." }),
    tag: t.field({ description: 'The tag.', type: Tag, resolve: (caseTag) => caseTag.tag }),
  }),
});

builder.objectField(CaseRef, 'tags', (t) =>
  t.field({
    type: [CaseTag],
    description: "The viewer's organisation's tags on the case, in the order they were added.",
    resolve: (kase, _args, ctx) => ctx.gateway.tags.ofCase(kase.id),
  }),
);

builder.objectFields(Viewer, (t) => ({
  tags: t.field({
    type: [Tag],
    description: "The organisation's tags by name, for the tag picker; `search` matches anywhere in the name.",
    args: {
      search: t.arg.string({ description: 'Matches anywhere in the name.' }),
      first: t.arg.int({ description: 'How many tags to return: 1 to 50 (20 when omitted).', defaultValue: 20 }),
    },
    resolve: async (_viewer, { search, first }, ctx) => {
      await requireViewer(ctx);
      const size = Math.min(Math.max(first ?? 20, 1), MAX_SUGGESTIONS);
      return ctx.gateway.tags.search(search?.trim() || undefined, size);
    },
  }),
  canAddTags: t.boolean({
    description: 'Whether the active account may add and remove tags (its ADD_TAG feature).',
    resolve: (viewer) => viewer.account?.current_service.features.includes(ADD_TAG_FEATURE) ?? false,
  }),
}));

interface CaseTagPayloadShape {
  caseId: string | null;
  caseTag: CaseTagJson | null;
  removedCaseTagId: string | null;
  userErrors: UserErrorShape[];
}

const CaseTagPayload = builder.objectRef<CaseTagPayloadShape>('CaseTagPayload').implement({
  description:
    'What `addCaseTag` and `removeCaseTag` return: the objects as they are after the change, and `userErrors` when nothing changed.',
  fields: (t) => ({
    caseTag: t.field({
      description: 'The tag as it is on the case now (addCaseTag); null after a removal or a refusal.',
      type: CaseTag,
      nullable: true,
      resolve: (payload) => payload.caseTag,
    }),
    removedCaseTagId: t.id({
      description: 'The global id of the case tag that was removed (removeCaseTag), for the client to drop it; null otherwise.',
      nullable: true,
      resolve: (payload) => (payload.removedCaseTagId ? encodeGlobalID('CaseTag', payload.removedCaseTagId) : null),
    }),
    case: t.field({
      type: CaseRef,
      nullable: true,
      description: 'The case with its tags as they are now (also after a refusal, so the client shows the truth).',
      resolve: (payload) => payload.caseId,
    }),
    userErrors: t.field({
      description: 'Why nothing changed, in words for the person who asked; empty when the change was made.',
      type: [UserError],
      resolve: (payload) => payload.userErrors,
    }),
  }),
});

const AddCaseTagInput = builder.inputType('AddCaseTagInput', {
  description: 'The input of `addCaseTag`.',
  fields: (t) => ({
    caseId: t.id({ description: 'The case (global or registry id).', required: true }),
    tagId: t.id({ description: 'An existing tag of the organisation.' }),
    name: t.string({ description: 'Without tagId: the name of the tag, created when the organisation has none by that name.' }),
  }),
});

const FIELDS = { case: 'caseId', tag: 'tagId', name: 'name' };

/** The organisation's tag with this name (ignoring case), created when there is none. */
async function tagNamed(ctx: BffContext, name: string): Promise<string> {
  const wanted = name.trim().replace(/\s+/g, ' ');
  const found = await ctx.gateway.tags.search(wanted, 'off');
  const same = found.find((tag) => tag.name.toLowerCase() === wanted.toLowerCase());
  if (same) return same.id;
  return (await ctx.gateway.tags.create(name)).id;
}

builder.mutationField('addCaseTag', (t) =>
  t.field({
    type: CaseTagPayload,
    description: 'Puts a tag of the organisation on a case (needs the ADD_TAG feature); a new name creates the tag.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ description: "The mutation's input; its type describes each field.", type: AddCaseTagInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const caseId = internalId('Case', String(input.caseId));
      const refused = (userErrors: UserErrorShape[]): CaseTagPayloadShape => ({
        caseId,
        caseTag: null,
        removedCaseTagId: null,
        userErrors,
      });
      if (!input.tagId && !input.name?.trim()) return refused([{ field: 'name', message: 'This field is required.', code: 'INVALID' }]);
      try {
        const tagId = input.tagId ? internalId('Tag', String(input.tagId)) : await tagNamed(ctx, input.name!);
        const caseTag = await ctx.gateway.tags.addToCase(caseId, tagId);
        return { caseId, caseTag, removedCaseTagId: null, userErrors: [] };
      } catch (error) {
        const userErrors = userErrorsFrom(error, FIELDS);
        if (!userErrors) throw error;
        return refused(userErrors);
      }
    },
  }),
);

const RemoveCaseTagInput = builder.inputType('RemoveCaseTagInput', {
  description: 'The input of `removeCaseTag`.',
  fields: (t) => ({
    caseTagId: t.id({ description: 'The tag on the case to remove (`CaseTag.id`).', required: true }),
    caseId: t.id({ description: 'The case (global or registry id).', required: true }),
  }),
});

builder.mutationField('removeCaseTag', (t) =>
  t.field({
    type: CaseTagPayload,
    description: 'Takes a tag off a case (needs the ADD_TAG feature).',
    authScopes: { signedIn: true },
    args: {
      input: t.arg({ description: "The mutation's input; its type describes each field.", type: RemoveCaseTagInput, required: true }),
    },
    resolve: async (_root, { input }, ctx) => {
      const caseId = internalId('Case', String(input.caseId));
      const id = internalId('CaseTag', String(input.caseTagId));
      try {
        await ctx.gateway.tags.removeFromCase(id, caseId);
        return { caseId, caseTag: null, removedCaseTagId: id, userErrors: [] };
      } catch (error) {
        const userErrors = userErrorsFrom(error, FIELDS);
        if (!userErrors) throw error;
        return { caseId, caseTag: null, removedCaseTagId: null, userErrors };
      }
    },
  }),
);
