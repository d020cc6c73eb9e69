// Contacts: the organisations and contacts of each case (two list calls per batch of cases), one contact by id,
// an organisation's contacts, and the writes (assign to / remove from a case, create, delete).
import type { OrganizationJson, Page } from '../rest/types.ts';
import { REGISTRY_PREFIX, groupedByKey, segment, type GatewayScope } from './scope.ts';

export interface ContactJson {
  id: string;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  legal_organization: string;
  legal_organization_name: string;
  created_by_organization: string | null;
  is_account_deactivated: boolean;
  is_account_suspended: boolean;
  needs_update: boolean;
  can_delete: boolean;
  case?: string;
}

export interface CaseOrganizationJson {
  case: string;
  side: 'LAW_FIRM' | 'LIENHOLDER';
  is_former: boolean;
  lien: string | null;
  last_active_at: string | null;
  organization: OrganizationJson;
  /** The registry's rule: may the viewer assign and remove this organisation's contacts on this case. */
  viewer_can: { manage_contacts: boolean };
}

export interface CaseContactsJson {
  organizations: CaseOrganizationJson[];
  contacts: ContactJson[];
}

const CONTACTS = `${REGISTRY_PREFIX}/beta/contacts/`;

export function contactsGateway(scope: GatewayScope) {
  const ofCases = scope.loader<string, CaseContactsJson>(async (caseIds) => {
    await scope.acting();
    const [organizations, contacts] = await Promise.all([
      scope.client.get<Page<CaseOrganizationJson>>(`${REGISTRY_PREFIX}/beta/case-organizations/`, { case: caseIds }),
      scope.client.get<Page<ContactJson>>(CONTACTS, { case: caseIds }),
    ]);
    const organizationsByCase = groupedByKey(caseIds, organizations.results, (org) => org.case);
    const contactsByCase = groupedByKey(caseIds, contacts.results, (contact) => contact.case ?? '');
    return caseIds.map((_, index) => ({ organizations: organizationsByCase[index]!, contacts: contactsByCase[index]! }));
  });
  // One contact per call: only the viewer's linked contact is read this way (once per gateway).
  const byId = scope.loader<string, ContactJson | null>(async (ids) =>
    Promise.all(ids.map(async (id) => (await scope.client.get<Page<ContactJson>>(CONTACTS, { id })).results[0] ?? null)),
  );

  return {
    /** The organisations on a case (current and former law firms, lienholders) and who at each works on it. */
    ofCase: (caseId: string) => ofCases.load(caseId),
    load: (id: string) => byId.load(id),
    /** An organisation's contacts by name or e-mail; `caseId` decides canDelete. */
    async ofOrganization(
      organizationId: string,
      query: { search?: string | null; caseId?: string | null; pageSize: number },
    ): Promise<ContactJson[]> {
      const page = await scope.client.get<Page<ContactJson>>(CONTACTS, {
        legal_organization: organizationId,
        search: query.search?.trim() || undefined,
        case: query.caseId ?? undefined,
        page_size: query.pageSize,
      });
      return page.results;
    },
    /**
     * Assigns a contact to a case or removes it, for the viewer's side: a law firm on its case, a lienholder
     * through its lien on the case (`lienId`).
     */
    async changeOnCase(
      target: { caseId: string } | { lienId: string },
      contactId: string,
      change: 'add' | 'remove',
    ): Promise<{ case: string; contact: ContactJson }> {
      const path =
        'caseId' in target
          ? `${REGISTRY_PREFIX}/escrow-agent/portfolio/${segment(target.caseId)}/${change}-contact/`
          : `${REGISTRY_PREFIX}/beta/lienholder/liens/${segment(target.lienId)}/${change}-contact/`;
      const result = await scope.client.patch<{ case: string; contact: ContactJson }>(path, { contact: contactId });
      ofCases.clear(result.case);
      return result;
    },
    async create(body: Record<string, unknown> & { case: string | null }): Promise<ContactJson> {
      const contact = await scope.client.post<ContactJson>(CONTACTS, body);
      if (body.case) ofCases.clear(body.case);
      return contact;
    },
    async delete(contactId: string, caseId: string | null): Promise<void> {
      await scope.client.send('DELETE', `${CONTACTS}${segment(contactId)}/${caseId ? `?case=${segment(caseId)}` : ''}`);
      byId.clear(contactId);
      if (caseId) ofCases.clear(caseId);
    },
  };
}
