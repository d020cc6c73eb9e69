// Cases: loaded by id (batched into one list call), and the writes on one case. Writes prime the loader with the
// case they return, or clear it when the registry returns none.
import type { CaseJson, Page } from '../rest/types.ts';
import { REGISTRY_PREFIX, inKeyOrder, segment, sidePath, validIds, type GatewayScope } from './scope.ts';

const portfolio = (side: string) => `${REGISTRY_PREFIX}/${side}/portfolio/`;

export function casesGateway(scope: GatewayScope) {
  const byId = scope.loader<string, CaseJson | null>(async (ids) => {
    const viewer = await scope.viewer();
    const valid = validIds(ids);
    if (!viewer?.kind || !valid.length) return ids.map(() => null);
    // Every case the viewer sees, closed or resolved too.
    const visibility = viewer.kind === 'LAW_FIRM' ? { is_closed: 'all' } : { is_closed: 'all', is_resolved: 'all' };
    const page = await scope.client.get<Page<CaseJson>>(portfolio(sidePath(viewer.kind)), { id: valid, page_size: 'off', ...visibility });
    return inKeyOrder(ids, page.results, (kase) => kase.id);
  });

  const primed = (kase: CaseJson) => {
    byId.clear(kase.id).prime(kase.id, kase);
    return kase;
  };

  return {
    /** The case as the viewer sees it; null when absent or not visible. */
    load: (id: string) => byId.load(id),
    /** Cases in the order of `ids` (null where absent or not visible). */
    loadMany: (ids: readonly string[]) => byId.loadMany(ids),
    /** Records cases read elsewhere (a portfolio page) so that loading them by id costs nothing. */
    prime: (cases: readonly CaseJson[]) => cases.forEach(primed),
    /** Forgets cases a write changed without returning them. */
    forget: (...ids: string[]) => ids.forEach((id) => byId.clear(id)),

    /** Registers new cases, all rows or none. */
    async create(rows: Record<string, unknown>[]): Promise<CaseJson[]> {
      const viewer = await scope.acting();
      const created = await scope.client.post<Page<CaseJson>>(portfolio(sidePath(viewer.kind)), { cases: rows });
      return created.results.map(primed);
    },
    /** Law firm: the case status (with its date field) or a confirmation that it is unchanged. */
    async updateStatus(caseId: string, body: Record<string, unknown>): Promise<CaseJson> {
      return primed(await scope.client.patch<CaseJson>(`${portfolio('escrow-agent')}${segment(caseId)}/`, body));
    },
    /** The plaintiff's name and birthdate, date of loss, state and incident type. */
    async updateDetails(caseId: string, body: Record<string, unknown>): Promise<CaseJson> {
      const viewer = await scope.acting();
      return primed(await scope.client.patch<CaseJson>(`${portfolio(sidePath(viewer.kind))}${segment(caseId)}/details/`, body));
    },
    /** Law firm: it no longer represents the plaintiff (the case leaves its portfolio). */
    async changeRepresentation(
      caseId: string,
      body: { knows_new_firm: boolean | null; law_firm: string | null; note: string },
    ): Promise<void> {
      await scope.client.patch(`${portfolio('escrow-agent')}${segment(caseId)}/change-law-firm/`, body);
      byId.clear(caseId);
    },
    /** Lienholder: sets the law firm that now represents the plaintiff. */
    async changeLawFirm(caseId: string, body: { law_firm: string | null; note: string }): Promise<CaseJson> {
      return primed(
        await scope.client.patch<CaseJson>(`${REGISTRY_PREFIX}/beta/lienholder/portfolio/${segment(caseId)}/change-law-firm/`, body),
      );
    },
  };
}

export type CasesGateway = ReturnType<typeof casesGateway>;
