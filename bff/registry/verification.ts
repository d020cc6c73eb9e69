// Staff's verification of contacts and legal organisations (registry/http/verification.ts): the two lists with their
// counts, one record, the decisions, and the Verified Matches (list, add, edit). Reads answer null for a viewer who
// is not staff (or is impersonating: the registry's 403), without asking the registry when the viewer plainly is not.
import { RegistryHttpError } from '../rest/registry-client.ts';
import { REGISTRY_PREFIX, segment, type GatewayScope } from './scope.ts';

export type VerificationModelJson = 'CONTACT' | 'LEGAL_ORGANIZATION';

export interface VerificationContactJson {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  is_user: boolean;
  is_account_deactivated: boolean;
  is_account_suspended: boolean;
  last_login: string | null;
  legal_organization: { id: string; name: string; type: string; website: string };
  legal_organization_name: string;
  case: string | null;
  verification_status: string;
  verification_reason: string;
  dismissed_verification_note: string;
  could_not_manually_verify_note: string;
  created_at: string | null;
  created_by_organization_name: string | null;
  verified_at: string | null;
  cursor?: string;
}

export interface StaffOrganizationJson {
  id: string;
  name: string;
  type: string;
  kind: string;
  address: { address1: string; address2: string; city: string; state: string; zip_code: string };
  phone_number: string;
  website: string;
  verification_website: string;
  contact_emails: string[];
  case_count: number;
  associated_law_firms: { id: string; name: string }[];
  associated_lienholders: { id: string; name: string }[];
  verification_status: string;
  dismissed_verification_note: string;
  verified_match: { id: string; name: string } | null;
  created_at: string | null;
  created_by_name: string | null;
  created_by_organization_name: string | null;
  last_verified_at: string | null;
  cursor?: string;
}

export interface VerificationPageJson<T> {
  count: number;
  next: string | null;
  results: T[];
}

export interface VerificationCountsJson {
  new: number;
  needs_more_information: number;
}

export interface VerificationFilters {
  status?: 'new' | 'needs_more_information';
  search?: string | null;
  relatedToCompulsionFirm?: boolean | null;
  createdByOrganization?: string | null;
  ordering?: 'created_at' | '-created_at';
}

export interface VerifyContactBody {
  first_name: string;
  last_name: string;
  email: string;
  verification_reason: string;
  verify_email_domain: boolean;
  existing_contact: boolean;
  manually_verify: boolean;
}

export interface VerifiedMatchBody {
  name: string;
  type: string;
  address: { address1: string; address2: string; city: string; state: string; zip_code: string };
  phone_number: string;
  website: string;
  verification_website: string;
  email?: string | null;
  last_verified_at: string;
}

const PATHS: Record<VerificationModelJson, string> = { CONTACT: 'contacts', LEGAL_ORGANIZATION: 'legal-organizations' };
const base = (model: VerificationModelJson) => `${REGISTRY_PREFIX}/staff/verification/${PATHS[model]}/`;
const INTERNAL = `${REGISTRY_PREFIX}/internal`;

export function verificationGateway(scope: GatewayScope) {
  async function staffRead<T>(read: () => Promise<T>): Promise<T | null> {
    const viewer = await scope.viewer();
    if (!viewer?.me.is_staff) return null;
    try {
      return await read();
    } catch (error) {
      if (error instanceof RegistryHttpError && (error.status === 403 || error.status === 404)) return null;
      throw error;
    }
  }

  const query = (filters: VerificationFilters) => ({
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.relatedToCompulsionFirm !== null && filters.relatedToCompulsionFirm !== undefined
      ? { related_to_compulsion_firm: String(filters.relatedToCompulsionFirm) }
      : {}),
    ...(filters.createdByOrganization ? { created_by_organization: filters.createdByOrganization } : {}),
    ...(filters.ordering ? { ordering: filters.ordering } : {}),
  });

  return {
    /** A page of contacts: the first, or those after a row's cursor (`after`). */
    contacts: (filters: VerificationFilters, page: { size: number; after: string | null }) =>
      staffRead(() =>
        scope.client.get<VerificationPageJson<VerificationContactJson>>(base('CONTACT'), {
          ...query(filters),
          page_size: page.size,
          ...(page.after ? { after: page.after } : {}),
        }),
      ),
    organizations: (filters: VerificationFilters, page: { size: number; after: string | null }) =>
      staffRead(() =>
        scope.client.get<VerificationPageJson<StaffOrganizationJson>>(base('LEGAL_ORGANIZATION'), {
          ...query(filters),
          page_size: page.size,
          ...(page.after ? { after: page.after } : {}),
        }),
      ),
    counts: (model: VerificationModelJson, filters: VerificationFilters) =>
      staffRead(() => scope.client.get<VerificationCountsJson>(`${base(model)}counts/`, query({ ...filters, status: undefined }))),
    contact: (id: string) => staffRead(() => scope.client.get<VerificationContactJson>(`${base('CONTACT')}${segment(id)}/`)),
    organization: (id: string) =>
      staffRead(() => scope.client.get<StaffOrganizationJson>(`${INTERNAL}/legal-organizations/${segment(id)}/`)),
    verifiedMatches: (search: string | null, page: { size: number; page: number }) =>
      staffRead(() =>
        scope.client.get<VerificationPageJson<StaffOrganizationJson>>(`${INTERNAL}/verified-matches/`, {
          ...(search ? { search } : {}),
          page_size: page.size,
          page: page.page,
        }),
      ),
    couldNotVerify: (model: VerificationModelJson, id: string, note: string) =>
      scope.client.patch<{ id: string }>(`${base(model)}${segment(id)}/`, { note, could_not_manually_verify: true }),
    needsMoreInformation: (model: VerificationModelJson, id: string, note: string) =>
      scope.client.patch<{ id: string }>(`${base(model)}${segment(id)}/needs_more_information/`, { note }),
    verifyOrganization: (id: string, verifiedMatchId: string | null) =>
      scope.client.patch<{ id: string }>(`${base('LEGAL_ORGANIZATION')}${segment(id)}/verify/`, { verified_match_id: verifiedMatchId }),
    verifyContact: (id: string, body: VerifyContactBody) =>
      scope.client.patch<{ id: string }>(`${INTERNAL}/contacts/${segment(id)}/`, body),
    createVerifiedMatch: (body: VerifiedMatchBody) => scope.client.post<StaffOrganizationJson>(`${INTERNAL}/legal-organizations/`, body),
    updateVerifiedMatch: (id: string, body: VerifiedMatchBody) =>
      scope.client.send<StaffOrganizationJson>('PUT', `${INTERNAL}/legal-organizations/${segment(id)}/`, body),
  };
}
