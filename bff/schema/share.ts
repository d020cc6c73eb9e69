// Copy Case Link: a shareable link to a case, and following one (only to a case the viewer may see).
import { builder } from '../builder.ts';
import { internalId } from './ids.ts';
import { CaseRef } from './refs.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';
import { Viewer } from './viewer.ts';

builder.objectField(Viewer, 'sharedCase', (t) =>
  t.field({
    type: CaseRef,
    nullable: true,
    description: 'The case a share link (/share/:shareLinkId) leads to; null when it does not exist or the viewer may not see the case.',
    args: { shareLinkId: t.arg.string({ description: "The id of the share link (from the link's URL).", required: true }) },
    resolve: (_viewer, { shareLinkId }, ctx) => ctx.gateway.share.caseIdOf(shareLinkId),
  }),
);

const CreateCaseShareLinkInput = builder.inputType('CreateCaseShareLinkInput', {
  description: 'The input of `createCaseShareLink`.',
  fields: (t) => ({ caseId: t.id({ description: 'The case (global or registry id).', required: true }) }),
});

const CreateCaseShareLinkPayload = builder
  .objectRef<{ path: string | null; userErrors: UserErrorShape[] }>('CreateCaseShareLinkPayload')
  .implement({
    description: 'What `createCaseShareLink` returns: the objects as they are after the change, and `userErrors` when nothing changed.',
    fields: (t) => ({
      path: t.string({
        nullable: true,
        description: "The link's path, e.g. /share/AbC…; prefix it with the portal's origin.",
        resolve: (payload) => payload.path,
      }),
      userErrors: t.field({
        description: 'Why nothing changed, in words for the person who asked; empty when the change was made.',
        type: [UserError],
        resolve: (payload) => payload.userErrors,
      }),
    }),
  });

builder.mutationField('createCaseShareLink', (t) =>
  t.field({
    type: CreateCaseShareLinkPayload,
    description: 'A shareable link to a case the viewer sees (Copy Case Link).',
    authScopes: { signedIn: true },
    args: {
      input: t.arg({ description: "The mutation's input; its type describes each field.", type: CreateCaseShareLinkInput, required: true }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        return { path: await ctx.gateway.share.createForCase(internalId('Case', String(input.caseId))), userErrors: [] };
      } catch (error) {
        const userErrors = userErrorsFrom(error, { object_id: 'caseId' });
        if (!userErrors) throw error;
        return { path: null, userErrors };
      }
    },
  }),
);
