// Organisations: by id (batched), the directory of lienholders and law firms, creating a law firm, the
// contacts a law firm offers when registering cases, the acting organisation's settings and the user's own name.
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

/** The acting organisation as its members read it on the settings page (GET legal-organizations/<id>/). */
export interface OrganizationSettingsJson extends OrganizationJson {
  has_contacts: boolean;
  has_tags: boolean;
  /** The payment information card's fields: null unless the viewer is an admin. */
  check_mailing_address: string | null;
  employer_id_number: string | null;
  viewer_can: { update: boolean };
}

/** What an admin may change (PATCH legal-organizations/<id>/); absent fields stay as they are. */
export interface OrganizationSettingsPatch {
  name?: string;
  address?: { address1?: string; address2?: string; city?: string; state?: string; zip_code?: string };
  website?: string;
  phone_number?: string;
  contact_emails?: string[];
  is_new_case_email_enabled?: boolean;
  notes_disabled?: boolean;
  shares_documents_manually?: boolean;
  lienholder_document_upload_notifications_enabled?: boolean;
  check_mailing_address?: string;
  employer_id_number?: string;
}

export interface OwnUserJson {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
}

export function organizationsGateway(scope: GatewayScope) {
  // The settings of the acting organisation, read once per request.
  const settingsById = scope.loader<string, OrganizationSettingsJson>((ids) =>
    Promise.all(
      ids.map((id) => scope.client.get<OrganizationSettingsJson>(`${REGISTRY_PREFIX}/legal-organizations/${encodeURIComponent(id)}/`)),
    ),
  );

  const byId = scope.loader<string, OrganizationJson | null>(async (ids) => {
    const valid = validIds(ids);
    if (!valid.length || !(await scope.viewer())) return ids.map(() => null);
    const page = await scope.client.get<Page<OrganizationJson>>(`${REGISTRY_PREFIX}/beta/organizations/`, { id: valid, page_size: 'off' });
    return inKeyOrder(ids, page.results, (organization) => organization.id);
  });

  return {
    load: (id: string) => byId.load(id),
    loadMany: (ids: readonly string[]) => byId.loadMany(ids),
    /** Records organisations read elsewhere (the case workspace). */
    prime: (organizations: readonly OrganizationJson[]) => organizations.forEach((org) => byId.clear(org.id).prime(org.id, org)),
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
    /** The acting organisation's settings and `viewer_can.update` (404 for any other organisation). */
    settings: (id: string) => settingsById.load(id),
    /** An admin changes the acting organisation (writes bypass the loader cache; the answer replaces it). */
    async updateSettings(id: string, patch: OrganizationSettingsPatch): Promise<OrganizationSettingsJson> {
      const answer = await scope.client.patch<OrganizationSettingsJson>(
        `${REGISTRY_PREFIX}/legal-organizations/${encodeURIComponent(id)}/`,
        patch,
      );
      settingsById.clear(id).prime(id, answer);
      return answer;
    },
    /** The signed-in user changes their own first and last name (PATCH /api/v1/auth/users/me/). */
    updateOwnName: (body: { first_name?: string; last_name?: string }) => scope.client.patch<OwnUserJson>('/api/v1/auth/users/me/', body),
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
