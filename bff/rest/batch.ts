// The registry reads behind the DataLoaders: one list call per batch of ids (`?id=a,b,c&page_size=off`), so a
// page of cases costs the same number of registry calls at 20 rows as at 100.
import { REGISTRY_PREFIX } from './registry-client.ts';
import type { ActivityJson, CaseJson, LienJson, OrganizationJson, Page } from './types.ts';
import { viewerOf, rolePath, type BffContext } from '../context.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The records found for `ids`, in any order (the loaders match them to their keys; a missing one is null).
 * Ids that cannot exist are left out rather than failing the whole batch with a 400.
 */
async function byIds<T extends { id: string }>(ids: readonly string[], fetchPage: (valid: string[]) => Promise<Page<T>>): Promise<T[]> {
  const valid = [...new Set(ids.filter((id) => UUID.test(id)))];
  if (!valid.length) return [];
  return (await fetchPage(valid)).results;
}

export async function fetchCases(ctx: BffContext, ids: readonly string[]): Promise<CaseJson[]> {
  const viewer = await viewerOf(ctx);
  if (!viewer?.kind) return [];
  const scope = viewer.kind === 'LAW_FIRM' ? { is_closed: 'all' } : { is_closed: 'all', is_resolved: 'all' };
  return byIds(ids, (id) => ctx.registry.get<Page<CaseJson>>(`${REGISTRY_PREFIX}/${rolePath(viewer.kind!)}/portfolio/`, { id, page_size: 'off', ...scope }));
}

export async function fetchLiens(ctx: BffContext, ids: readonly string[]): Promise<LienJson[]> {
  const viewer = await viewerOf(ctx);
  if (!viewer?.kind) return [];
  return byIds(ids, (id) => ctx.registry.get<Page<LienJson>>(`${REGISTRY_PREFIX}/beta/${rolePath(viewer.kind!)}/liens/`, { id, page_size: 'off' }));
}

/** The liens of several cases in one call, grouped by case (law firms never get REJECTED ones). */
export async function fetchLiensOfCases(ctx: BffContext, caseIds: readonly string[]): Promise<LienJson[][]> {
  const viewer = await viewerOf(ctx);
  const valid = [...new Set(caseIds.filter((id) => UUID.test(id)))];
  if (!viewer?.kind || !valid.length) return caseIds.map(() => []);
  const page = await ctx.registry.get<Page<LienJson>>(`${REGISTRY_PREFIX}/beta/${rolePath(viewer.kind)}/liens/`, { case: valid, page_size: 'off' });
  const byCase = new Map<string, LienJson[]>();
  for (const lien of page.results) byCase.set(lien.case, [...(byCase.get(lien.case) ?? []), lien]);
  return caseIds.map((id) => byCase.get(id) ?? []);
}

export async function fetchOrganizations(ctx: BffContext, ids: readonly string[]): Promise<OrganizationJson[]> {
  if (!(await viewerOf(ctx))) return [];
  return byIds(ids, (id) => ctx.registry.get<Page<OrganizationJson>>(`${REGISTRY_PREFIX}/beta/organizations/`, { id, page_size: 'off' }));
}

export async function fetchActivities(ctx: BffContext, ids: readonly string[]): Promise<ActivityJson[]> {
  const viewer = await viewerOf(ctx);
  if (!viewer?.kind) return [];
  return byIds(ids, (id) => ctx.registry.get<Page<ActivityJson>>(`${REGISTRY_PREFIX}/${rolePath(viewer.kind!)}/activities/`, { id, page_size: 'off' }));
}
