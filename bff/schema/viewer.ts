import { builder } from '../builder.ts';
import { clientError } from '../errors.ts';
import { tokenExpiry } from '../session.ts';
import { AccountRef, CaseRef, UserRef } from './refs.ts';
import { viewerOf, type ViewerState } from '../context.ts';

export const Viewer = builder.objectRef<ViewerState>('Viewer');

Viewer.implement({
  description: 'The signed-in user, the organisation they act for, and what that organisation may see.',
  fields: (t) => ({
    user: t.field({ description: 'The signed-in user.', type: UserRef, resolve: (viewer) => viewer.me }),
    activeAccount: t.field({
      description: 'The account the user acts as now.',
      type: AccountRef,
      resolve: (viewer) => {
        if (!viewer.account) throw clientError('Your user has no organization in the registry.', 'NO_ORGANIZATION');
        return viewer.account;
      },
    }),
    accounts: t.field({
      description: 'Every organisation the user may act for, one account each; `Registry-Account` or `switchAccount` picks one.',
      type: [AccountRef],
      resolve: (viewer) => viewer.me.registry_accounts.filter((account) => account.is_active && !account.is_suspended),
    }),
    sessionExpiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the session token expires; the client refreshes it before then.',
      resolve: (viewer) => tokenExpiry(viewer.token),
    }),
    case: t.field({
      type: CaseRef,
      nullable: true,
      description: 'A case by its registry id (the id in /portfolio/:id); null when absent or not visible.',
      args: { internalID: t.arg.string({ description: "The case's registry id.", required: true }) },
      // The case page: one registry read brings the case with what its page shows (liens, tags, threads …).
      resolve: (_viewer, { internalID }, ctx) => ctx.gateway.caseWorkspace.load(internalID),
    }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({
    type: Viewer,
    nullable: true,
    description: 'Null when signed out.',
    resolve: (_root, _args, ctx) => viewerOf(ctx),
  }),
);
