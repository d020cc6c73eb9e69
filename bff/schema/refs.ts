// The node types, declared once so modules that point at each other (a case's liens, a lien's case) can share
// them. Each is loaded by id through the request's registry gateway, which batches ids into one registry list
// call and caches the answers (a subscription's gateway can be shared); the plugin's loader on top keeps, per
// context, the objects resolvers returned (a portfolio page's cases, a card's organisation) so that a field that
// names one of them by id costs nothing.
import { builder } from '../builder.ts';
import type { AccountJson, ActivityJson, CaseJson, LienJson, MeJson, OrganizationJson } from '../rest/types.ts';

const byId = { resolve: (item: { id: string }) => item.id };

/** The gateway's answer in key order, with null for what is absent or not visible (the node resolves to null). */
export const nodesInKeyOrder = <T>(found: Promise<(T | null | Error)[]>) => found as Promise<(T | Error)[]>;

export const CaseRef = builder.loadableNodeRef<CaseJson>('Case', {
  id: byId,
  load: (ids: string[], ctx) => nodesInKeyOrder(ctx.gateway.cases.loadMany(ids)),
  toKey: (item) => item.id,
  cacheResolved: true,
});

export const LienRef = builder.loadableNodeRef<LienJson>('Lien', {
  id: byId,
  load: (ids: string[], ctx) => nodesInKeyOrder(ctx.gateway.liens.loadMany(ids)),
  toKey: (item) => item.id,
  cacheResolved: true,
});

export const OrganizationRef = builder.loadableNodeRef<OrganizationJson>('Organization', {
  id: byId,
  load: (ids: string[], ctx) => nodesInKeyOrder(ctx.gateway.organizations.loadMany(ids)),
  toKey: (item) => item.id,
  cacheResolved: true,
});

export const ActivityRef = builder.loadableNodeRef<ActivityJson>('Activity', {
  id: byId,
  load: (ids: string[], ctx) => nodesInKeyOrder(ctx.gateway.history.loadMany(ids)),
  toKey: (item) => item.id,
  cacheResolved: true,
});

/** Only the viewer's own accounts and user are nodes they can fetch. */
export const AccountRef = builder.objectRef<AccountJson>('Account');
export const UserRef = builder.objectRef<MeJson>('User');
