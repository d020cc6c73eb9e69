// History (activities): by id (batched) and pages of a case's or a lien's history, newest first, by offset.
import type { ActivityJson, Page } from '../rest/types.ts';
import { REGISTRY_PREFIX, inKeyOrder, sidePath, validIds, type GatewayScope } from './scope.ts';

export interface HistoryQuery {
  case?: string;
  lien?: string;
  /** The case's own history, without its liens' entries. */
  caseOnly?: boolean;
  pageSize: number;
  offset: number;
}

export function historyGateway(scope: GatewayScope) {
  const byId = scope.loader<string, ActivityJson | null>(async (ids) => {
    const viewer = await scope.viewer();
    const valid = validIds(ids);
    if (!viewer?.kind || !valid.length) return ids.map(() => null);
    const page = await scope.client.get<Page<ActivityJson>>(`${REGISTRY_PREFIX}/${sidePath(viewer.kind)}/activities/`, {
      id: valid,
      page_size: 'off',
    });
    return inKeyOrder(ids, page.results, (activity) => activity.id);
  });

  const fetchPage = async (query: HistoryQuery): Promise<Page<ActivityJson>> => {
    const viewer = await scope.acting();
    return scope.client.get<Page<ActivityJson>>(`${REGISTRY_PREFIX}/${sidePath(viewer.kind)}/activities/`, {
      case: query.case,
      lien: query.lien,
      case_only: query.caseOnly ? 'true' : undefined,
      page_size: query.pageSize,
      offset: query.offset,
    });
  };
  // Pages by what they answer, so that one read elsewhere (the case workspace's first pages) can be primed.
  const pageKey = (query: HistoryQuery) =>
    JSON.stringify({
      case: query.case ?? null,
      lien: query.lien ?? null,
      caseOnly: !!query.caseOnly,
      pageSize: query.pageSize,
      offset: query.offset,
    });
  const pages = scope.loader<string, Page<ActivityJson>>((keys) =>
    Promise.all(keys.map((key) => fetchPage(JSON.parse(key) as HistoryQuery).catch((error: Error) => error))),
  );

  return {
    load: (id: string) => byId.load(id),
    loadMany: (ids: readonly string[]) => byId.loadMany(ids),
    /** Records a page read elsewhere, so that asking for the same page costs nothing in this request. */
    primePage(query: HistoryQuery, page: Page<ActivityJson>) {
      pages.clear(pageKey(query)).prime(pageKey(query), page);
      for (const activity of page.results) byId.clear(activity.id).prime(activity.id, activity);
    },
    page: (query: HistoryQuery): Promise<Page<ActivityJson>> => pages.load(pageKey(query)),
  };
}
