// Policy limits of each case (one list call per batch); the law firm adds and deletes them.
import type { Page } from '../rest/types.ts';
import { REGISTRY_PREFIX, groupedByKey, segment, sidePath, type GatewayScope } from './scope.ts';

export interface PolicyLimitJson {
  id: string;
  case: string;
  coverage_type: string;
  coverage_limit_lower: string;
  coverage_limit_upper: string | null;
  created_at: string;
  /** Its POLICY_LIMIT document (issue 11); null when none is attached. */
  document?: { id: string; name: string; download_url?: string | null } | null;
}

const LAW_FIRM_LIMITS = `${REGISTRY_PREFIX}/escrow-agent/policy-limits/`;

export function policyLimitsGateway(scope: GatewayScope) {
  const ofCases = scope.loader<string, PolicyLimitJson[]>(async (caseIds) => {
    const viewer = await scope.acting();
    const page = await scope.client.get<Page<PolicyLimitJson>>(`${REGISTRY_PREFIX}/${sidePath(viewer.kind)}/policy-limits/`, {
      case: caseIds,
    });
    return groupedByKey(caseIds, page.results, (limit) => limit.case);
  });

  return {
    /** The policy limits of a case, oldest first. */
    ofCase: (caseId: string) => ofCases.load(caseId),
    /** Records a case's policy limits read elsewhere (the case workspace). */
    primeCase: (caseId: string, limits: PolicyLimitJson[]) => void ofCases.clear(caseId).prime(caseId, limits),
    async add(body: {
      case: string;
      coverage_type: string | null;
      coverage_limit_lower: string | null;
      coverage_limit_upper: string | null;
    }): Promise<PolicyLimitJson> {
      const created = await scope.client.post<PolicyLimitJson>(LAW_FIRM_LIMITS, body);
      ofCases.clear(body.case);
      return created;
    },
    /** Attaches a POLICY_LIMIT case document to a policy limit (null detaches); returns the policy limit. */
    async attachDocument(policyLimitId: string, caseId: string, documentId: string | null): Promise<PolicyLimitJson> {
      const changed = await scope.client.patch<PolicyLimitJson>(`${LAW_FIRM_LIMITS}${segment(policyLimitId)}/`, { document: documentId });
      ofCases.clear(caseId);
      return changed;
    },
    async delete(policyLimitId: string, caseId: string): Promise<void> {
      await scope.client.send('DELETE', `${LAW_FIRM_LIMITS}${segment(policyLimitId)}/`);
      ofCases.clear(caseId);
    },
  };
}
