// The node types, declared once so modules that point at each other (a case's liens, a lien's case) can share
// them. Each is loaded by id through a per-request DataLoader that batches ids into one registry list call;
// objects a resolver already has (a portfolio page's cases) are primed into the same loader.
import { builder } from '../builder.ts';
import { fetchActivities, fetchCases, fetchLiens, fetchOrganizations } from '../rest/batch.ts';
import type { AccountJson, ActivityJson, CaseJson, LienJson, MeJson, OrganizationJson } from '../rest/types.ts';

const byId = { resolve: (item: { id: string }) => item.id };

export const CaseRef = builder.loadableNodeRef<CaseJson>('Case', {
  id: byId,
  load: (ids: string[], ctx) => fetchCases(ctx, ids),
  toKey: (item) => item.id,
  sort: true,
  cacheResolved: true,
});

export const LienRef = builder.loadableNodeRef<LienJson>('Lien', {
  id: byId,
  load: (ids: string[], ctx) => fetchLiens(ctx, ids),
  toKey: (item) => item.id,
  sort: true,
  cacheResolved: true,
});

export const OrganizationRef = builder.loadableNodeRef<OrganizationJson>('Organization', {
  id: byId,
  load: (ids: string[], ctx) => fetchOrganizations(ctx, ids),
  toKey: (item) => item.id,
  sort: true,
  cacheResolved: true,
});

export const ActivityRef = builder.loadableNodeRef<ActivityJson>('Activity', {
  id: byId,
  load: (ids: string[], ctx) => fetchActivities(ctx, ids),
  toKey: (item) => item.id,
  sort: true,
  cacheResolved: true,
});

/** Only the viewer's own accounts and user are nodes they can fetch. */
export const AccountRef = builder.objectRef<AccountJson>('Account');
export const UserRef = builder.objectRef<MeJson>('User');
