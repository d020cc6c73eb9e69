// The case page's registry read: one call returns the case with its liens, the organisations they name, policy
// limits, tags, external identifiers, inbox threads and lien chats (GET …/:role/case-workspace/:id/); every part is
// primed into the loader its field reads, so the page's fields cost no further calls. Batched by id like the others.
import type { ActivityJson, CaseJson, LienJson, OrganizationJson } from '../rest/types.ts';
import type { HistoryQuery } from './history.ts';
import type { CasesGateway } from './cases.ts';
import type { ExternalKeyJson } from './external-keys.ts';
import type { PolicyLimitJson } from './policy-limits.ts';
import type { CaseTagJson } from './tags.ts';
import type { ThreadJson } from './threads.ts';
import { RegistryHttpError } from '../rest/registry-client.ts';
import { REGISTRY_PREFIX, segment, sidePath, validIds, type GatewayScope } from './scope.ts';

export interface CaseWorkspaceJson {
  id: string;
  case: CaseJson;
  liens: LienJson[];
  organizations: OrganizationJson[];
  policy_limits: PolicyLimitJson[];
  case_tags: CaseTagJson[];
  external_keys: ExternalKeyJson[];
  threads: ThreadJson[];
  chats: ThreadJson[];
  /** The first page of the case's own history, and of the viewer's lien's (null without one). */
  history: HistoryPageJson;
  user_lien_history: HistoryPageJson | null;
}

interface HistoryPageJson {
  count: number;
  page_size: number;
  results: ActivityJson[];
}

/** Where the parts go: the loaders of the gateway's other resources. */
export interface WorkspaceTargets {
  cases: CasesGateway;
  liens: { primeCase(caseId: string, liens: LienJson[]): void };
  organizations: { prime(organizations: readonly OrganizationJson[]): void };
  policyLimits: { primeCase(caseId: string, limits: PolicyLimitJson[]): void };
  tags: { primeCase(caseId: string, caseTags: CaseTagJson[]): void };
  externalKeys: { primeCase(caseId: string, keys: ExternalKeyJson[]): void };
  threads: { primeCase(caseId: string, threads: ThreadJson[]): void };
  chat: { primeCase(caseId: string, threads: ThreadJson[], lienIds: readonly string[]): void };
  history: { primePage(query: HistoryQuery, page: { count: number; next: null; previous: null; results: ActivityJson[] }): void };
}

export function caseWorkspaceGateway(scope: GatewayScope, targets: WorkspaceTargets) {
  const fetchOne = async (id: string): Promise<CaseWorkspaceJson | null> => {
    const viewer = await scope.viewer();
    if (!viewer?.kind || !validIds([id]).length) return null;
    try {
      return await scope.client.get<CaseWorkspaceJson>(`${REGISTRY_PREFIX}/${sidePath(viewer.kind)}/case-workspace/${segment(id)}/`);
    } catch (error) {
      // Absent or not visible: the same null as the portfolio's list by id.
      if (error instanceof RegistryHttpError && error.status === 404) return null;
      throw error;
    }
  };
  const byId = scope.loader<string, CaseJson | null>((ids) => Promise.all(ids.map(async (id) => prime(await fetchOne(id)))));

  function prime(workspace: CaseWorkspaceJson | null): CaseJson | null {
    if (!workspace) return null;
    const caseId = workspace.case.id;
    targets.cases.prime([workspace.case]);
    targets.liens.primeCase(caseId, workspace.liens);
    targets.organizations.prime(workspace.organizations);
    targets.policyLimits.primeCase(caseId, workspace.policy_limits);
    targets.tags.primeCase(caseId, workspace.case_tags);
    targets.externalKeys.primeCase(caseId, workspace.external_keys);
    targets.threads.primeCase(caseId, workspace.threads);
    targets.chat.primeCase(
      caseId,
      workspace.chats,
      workspace.liens.map((lien) => lien.id),
    );
    const primeHistory = (query: Omit<HistoryQuery, 'pageSize' | 'offset'>, page: HistoryPageJson) =>
      targets.history.primePage(
        { ...query, pageSize: page.page_size, offset: 0 },
        { count: page.count, next: null, previous: null, results: page.results },
      );
    primeHistory({ case: caseId, caseOnly: true }, workspace.history);
    const userLien = workspace.case.user_lien;
    if (userLien && workspace.user_lien_history) primeHistory({ lien: userLien.id }, workspace.user_lien_history);
    return workspace.case;
  }

  return {
    /** The case as the viewer sees it, with everything its page shows primed; null when absent or not visible. */
    load: (id: string) => byId.load(id),
  };
}
