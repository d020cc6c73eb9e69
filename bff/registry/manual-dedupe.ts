// Staff's manual case dedupe (issue 14): the picker's organisation search (GET internal/legal-organizations/), the
// organisation's cases (GET internal/manual-case-dedupe/cases/, 20 a page), the merge preview and the merge (POST
// internal/manual-case-dedupe/preview-merge/ and merge/). The registry refuses everyone but staff (not impersonating);
// the reads answer null for them without asking.
import { RegistryHttpError } from '../rest/registry-client.ts';
import type { CasesGateway } from './cases.ts';
import type { MergePreviewJson } from './merge.ts';
import { REGISTRY_PREFIX, type GatewayScope } from './scope.ts';

export interface ManualDedupeOrganizationJson {
  id: string;
  name: string;
  type: string;
  kind?: 'LAW_FIRM' | 'LIENHOLDER';
}

export interface ManualDedupeCaseJson {
  id: string;
  plaintiff_name: string;
  plaintiff_first_name: string;
  plaintiff_last_name: string;
  plaintiff_birthdate: string | null;
  date_of_loss: string | null;
  state_of_incident: string | null;
  law_firm: { id: string; name: string } | null;
  created_at: string;
}

export interface ManualDedupeCasesPage {
  count: number;
  results: ManualDedupeCaseJson[];
}

/** The registry's page size of the case search. */
export const MANUAL_DEDUPE_PAGE_SIZE = 20;

const INTERNAL = `${REGISTRY_PREFIX}/internal`;
const BASE = `${INTERNAL}/manual-case-dedupe`;

export function manualDedupeGateway(scope: GatewayScope, cases: CasesGateway) {
  /** A staff read, or null for anyone else (not asked) and on the registry's 403. */
  async function staffRead<T>(path: string, query: Record<string, string | number | undefined>): Promise<T | null> {
    const viewer = await scope.viewer();
    if (!viewer?.me.is_staff) return null;
    try {
      return await scope.client.get<T>(path, query);
    } catch (error) {
      if (error instanceof RegistryHttpError && error.status === 403) return null;
      throw error;
    }
  }

  return {
    /** Organisations by name (id, name, type), for the picker; null when the viewer is not staff. */
    searchOrganizations: async (search: string, first: number) =>
      (
        await staffRead<{ results: ManualDedupeOrganizationJson[] }>(`${INTERNAL}/legal-organizations/`, {
          search,
          page_size: first,
        })
      )?.results ?? null,

    /** One page (1-based) of the organisation's cases, newest first; null when the viewer is not staff. */
    searchCases: (query: { organization: string; search: string; exclude: string | null; page: number }) =>
      staffRead<ManualDedupeCasesPage>(`${BASE}/cases/`, {
        organization: query.organization,
        search: query.search || undefined,
        exclude: query.exclude ?? undefined,
        page: query.page,
      }),

    preview: (organization: string, caseIds: [string, string]) =>
      scope.client.post<MergePreviewJson>(`${BASE}/preview-merge/`, { organization, case_ids: caseIds }),

    /** Merges the duplicate (second id) into the canonical case; returns the canonical case's id. */
    async merge(organization: string, caseIds: [string, string], lastPreviewedAt: string | null): Promise<string> {
      const merged = await scope.client.post<{ canonical_case_id: string }>(`${BASE}/merge/`, {
        organization,
        case_ids: caseIds,
        last_previewed_at: lastPreviewedAt,
      });
      cases.forget(...caseIds, merged.canonical_case_id);
      return merged.canonical_case_id;
    },
  };
}
