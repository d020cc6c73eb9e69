// Staff's dedupe queue (registry/http/dedupe.ts): the lists of case, contact and legal organisation matches (keyset pages), their counts
// per status, one match, the decisions and the full refresh. Reads answer null for a viewer who is not staff (or
// is impersonating: the registry's 403), without asking the registry when the viewer is plainly not staff.
import { RegistryHttpError } from '../rest/registry-client.ts';
import { REGISTRY_PREFIX, segment, type GatewayScope } from './scope.ts';

export type DedupeModelJson = 'CASE' | 'CONTACT' | 'LEGAL_ORGANIZATION';

export interface MatchedCaseJson {
  id: string;
  plaintiff_first_name: string;
  plaintiff_last_name: string;
  plaintiff_name: string;
  plaintiff_birthdate: string | null;
  date_of_loss: string | null;
  state_of_incident: string | null;
  law_firm: { id: string; name: string } | null;
  created_by_organization: { id: string; name: string };
  created_at: string | null;
  lien_count: number;
}

export interface MatchedContactJson {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  is_user: boolean;
  is_account_deactivated: boolean;
  is_account_suspended: boolean;
  last_login: string | null;
  legal_organization: { id: string; name: string };
  created_at: string | null;
}

export interface MatchedOrganizationJson {
  id: string;
  name: string;
  type: string;
  website: string;
  address: { address1: string; address2: string; city: string; state: string; zip_code: string };
  phone_number: string;
  case_count: number;
  created_at: string | null;
}

export interface MatchJson {
  id: string;
  model_type: DedupeModelJson;
  status: 'NEW' | 'NEEDS_MORE_INFORMATION' | 'DISMISSED' | 'MERGED';
  rule: string;
  score: number;
  matched_ids: string[];
  matched_objects: (MatchedCaseJson | MatchedContactJson | MatchedOrganizationJson)[];
  note: string;
  import_id: string | null;
  last_created_at: string | null;
  cursor?: string;
}

export interface MatchPageJson {
  count: number;
  next: string | null;
  results: MatchJson[];
}

export interface MatchCountsJson {
  new: number;
  needs_more_information: number;
  dismissed: number;
}

export interface MatchFilters {
  status?: 'new' | 'needs_more_information' | 'dismissed';
  search?: string | null;
  ordering?: 'last_created_at' | '-last_created_at';
  importId?: string | null;
  relatedToCompulsionFirm?: boolean | null;
}

const PATHS: Record<DedupeModelJson, string> = { CASE: 'cases', CONTACT: 'contacts', LEGAL_ORGANIZATION: 'legal-organizations' };
const base = (model: DedupeModelJson) => `${REGISTRY_PREFIX}/staff/dedupe/${PATHS[model]}/`;

export function dedupeGateway(scope: GatewayScope) {
  /** A staff read, or null when the viewer is not staff (or the registry refuses: impersonating). */
  async function staffRead<T>(read: () => Promise<T>): Promise<T | null> {
    const viewer = await scope.viewer();
    if (!viewer?.me.is_staff) return null;
    try {
      return await read();
    } catch (error) {
      if (error instanceof RegistryHttpError && error.status === 403) return null;
      throw error;
    }
  }

  const query = (filters: MatchFilters) => ({
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.ordering ? { ordering: filters.ordering } : {}),
    ...(filters.importId ? { import_id: filters.importId } : {}),
    ...(typeof filters.relatedToCompulsionFirm === 'boolean'
      ? { related_to_compulsion_firm: String(filters.relatedToCompulsionFirm) }
      : {}),
  });

  return {
    list: (model: DedupeModelJson, filters: MatchFilters, page: { first: number; after: string | null }) =>
      staffRead(() =>
        scope.client.get<MatchPageJson>(base(model), {
          ...query(filters),
          page_size: page.first,
          // An empty `after` is the first page, paged like the others (by cursor).
          after: page.after ?? '',
        }),
      ),
    counts: (model: DedupeModelJson, filters: MatchFilters) =>
      staffRead(() => scope.client.get<MatchCountsJson>(`${base(model)}counts/`, query(filters))),
    /** One match; null when gone (merged, deleted), of the other model, or the viewer is not staff. */
    read: (model: DedupeModelJson, id: string) =>
      staffRead(async () => {
        try {
          return await scope.client.get<MatchJson>(`${base(model)}${segment(id)}/`);
        } catch (error) {
          if (error instanceof RegistryHttpError && error.status === 404) return null;
          throw error;
        }
      }),
    merge: (model: DedupeModelJson, id: string, canonicalId: string, mergeIds: string[]) =>
      scope.client.patch<{ id: string; status: string; canonical_id: string; merged_ids: string[] }>(
        `${base(model)}${segment(id)}/merge/`,
        {
          canonical_id: canonicalId,
          merge_ids: mergeIds,
        },
      ),
    dismiss: (model: DedupeModelJson, id: string) =>
      scope.client.patch<{ id: string; status: string }>(`${base(model)}${segment(id)}/dismiss/`, {}),
    needsMoreInformation: (model: DedupeModelJson, id: string, note: string) =>
      scope.client.patch<{ id: string; status: string }>(`${base(model)}${segment(id)}/needs_more_information/`, { note }),
    refresh: () => scope.client.post<{ queued: boolean }>(`${REGISTRY_PREFIX}/staff/dedupe/refresh/`, {}),
  };
}
