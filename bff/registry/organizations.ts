// Organisations: by id (batched), the directory of lienholders and law firms, creating a law firm, and the
// contacts a law firm offers when registering cases.
import type { OrganizationJson, Page } from '../rest/types.ts';
import { REGISTRY_PREFIX, inKeyOrder, validIds, type GatewayScope } from './scope.ts';

/** An organisation's directory entry: only its id, name, type, city and state. */
export interface DirectoryEntry {
  id: string;
  name: string;
  type: string;
  city?: string | null;
  state?: string | null;
}

export interface LawFirmContactJson {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  legal_organization: string;
}

export interface NewLawFirmJson {
  id: string;
  name: string;
  website: string;
}

export function organizationsGateway(scope: GatewayScope) {
  const byId = scope.loader<string, OrganizationJson | null>(async (ids) => {
    const valid = validIds(ids);
    if (!valid.length || !(await scope.viewer())) return ids.map(() => null);
    const page = await scope.client.get<Page<OrganizationJson>>(`${REGISTRY_PREFIX}/beta/organizations/`, { id: valid, page_size: 'off' });
    return inKeyOrder(ids, page.results, (organization) => organization.id);
  });

  return {
    load: (id: string) => byId.load(id),
    loadMany: (ids: readonly string[]) => byId.loadMany(ids),
    /** Lienholders (`kind: 'LIENHOLDER'`) or law firms (`type: 'LAW_FIRM'`) by name. */
    async directory(
      filter: { kind: 'LIENHOLDER' } | { type: 'LAW_FIRM' },
      search: string | null | undefined,
      pageSize: number,
    ): Promise<DirectoryEntry[]> {
      const page = await scope.client.get<Page<DirectoryEntry>>(`${REGISTRY_PREFIX}/legal-organizations-light/`, {
        ...filter,
        search: search?.trim() || undefined,
        page_size: pageSize,
      });
      return page.results;
    },
    /** A law firm that is not in the registry yet (Register Case). */
    createLawFirm: (body: { name: string; website: string; type: 'LAW_FIRM' }) =>
      scope.client.post<NewLawFirmJson>(`${REGISTRY_PREFIX}/beta/organizations/`, body),
    /** The contacts of a law firm, for naming the plaintiff's attorney on new cases. */
    async lawFirmContacts(lawFirmId: string, pageSize: number): Promise<LawFirmContactJson[]> {
      const page = await scope.client.get<Page<LawFirmContactJson>>(`${REGISTRY_PREFIX}/law-firm-contacts/`, {
        law_firm: lawFirmId,
        page_size: pageSize,
      });
      return page.results;
    },
  };
}
