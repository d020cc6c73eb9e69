// Liens: by id and by case (one list call per batch), the law firm's and the lienholder's writes on a lien.
// Writes prime the loaders with the lien they return and forget the case's list of liens.
import type { LienJson, Page } from '../rest/types.ts';
import { REGISTRY_PREFIX, groupedByKey, inKeyOrder, segment, sidePath, validIds, type GatewayScope } from './scope.ts';

const liensPath = (side: string) => `${REGISTRY_PREFIX}/beta/${side}/liens/`;

export function liensGateway(scope: GatewayScope) {
  const byId = scope.loader<string, LienJson | null>(async (ids) => {
    const viewer = await scope.viewer();
    const valid = validIds(ids);
    if (!viewer?.kind || !valid.length) return ids.map(() => null);
    const page = await scope.client.get<Page<LienJson>>(liensPath(sidePath(viewer.kind)), { id: valid, page_size: 'off' });
    return inKeyOrder(ids, page.results, (lien) => lien.id);
  });

  // Law firms never get REJECTED liens.
  const byCase = scope.loader<string, LienJson[]>(async (caseIds) => {
    const viewer = await scope.viewer();
    const valid = validIds(caseIds);
    if (!viewer?.kind || !valid.length) return caseIds.map(() => []);
    const page = await scope.client.get<Page<LienJson>>(liensPath(sidePath(viewer.kind)), { case: valid, page_size: 'off' });
    return groupedByKey(caseIds, page.results, (lien) => lien.case);
  });

  const changed = (lien: LienJson) => {
    byId.clear(lien.id).prime(lien.id, lien);
    byCase.clear(lien.case);
    return lien;
  };
  const ownPath = async (lienId?: string) => `${liensPath(sidePath((await scope.acting()).kind))}${lienId ? `${segment(lienId)}/` : ''}`;
  const lienholderPath = (lienId: string) => `${liensPath('lienholder')}${segment(lienId)}/`;

  return {
    load: (id: string) => byId.load(id),
    loadMany: (ids: readonly string[]) => byId.loadMany(ids),
    /** The liens on a case that the viewer may see. */
    ofCase: (caseId: string) => byCase.load(caseId),
    /** Records a case's liens read elsewhere (the case workspace). */
    primeCase(caseId: string, liens: LienJson[]) {
      byCase.clear(caseId).prime(caseId, liens);
      for (const lien of liens) byId.clear(lien.id).prime(lien.id, lien);
    },

    /** Adds a lienholder organisation to a case (a new PENDING lien). */
    add: async (caseId: string, lienholderId: string) =>
      changed(await scope.client.post<LienJson>(await ownPath(), { case: caseId, lienholder: lienholderId })),
    /** Reads a lien straight from the registry (not from the loader): before removing it, to know its case. */
    fetch: async (lienId: string) => scope.client.get<LienJson>(await ownPath(lienId)),
    /** Law firm: removes a lien from its case. */
    async remove(lien: LienJson, note: string): Promise<void> {
      await scope.client.send('DELETE', await ownPath(lien.id), { note });
      byId.clear(lien.id);
      byCase.clear(lien.case);
    },
    /** Lienholder: removes the case from its portfolio (its lien is withdrawn). */
    async removeCase(lien: LienJson, note: string): Promise<void> {
      await scope.client.post(`${await ownPath(lien.id)}remove-case/`, { note });
      byId.clear(lien.id);
      byCase.clear(lien.case);
    },
    /** Lienholder: balance, treatment status, documents toggles of its own lien. */
    update: async (lienId: string, body: Record<string, unknown>) =>
      changed(await scope.client.patch<LienJson>(lienholderPath(lienId), body)),
    resolve: async (lienId: string, body: { resolution_status: string | null; note: string }) =>
      changed(await scope.client.post<LienJson>(`${lienholderPath(lienId)}resolve/`, body)),
    reopen: async (lienId: string, note: string) =>
      changed(await scope.client.post<LienJson>(`${lienholderPath(lienId)}reopen/`, { note })),
    /** Law firm: rejects a lien's verification. */
    rejectVerification: async (lienId: string, note: string) =>
      changed(await scope.client.patch<LienJson>(`${liensPath('escrow-agent')}${segment(lienId)}/reject_verification/`, { note })),
    /** Lienholder: answers the rejection by resubmitting or naming the new law firm. */
    resolveRejection: async (lienId: string, body: { path: string | null; note: string; law_firm: string | null }) =>
      changed(await scope.client.patch<LienJson>(`${lienholderPath(lienId)}resolve_rejection/`, body)),
  };
}
