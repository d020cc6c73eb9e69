// Merging duplicate cases: the preview of what the merged case keeps, then the merge (both sides; the registry
// decides who may merge which cases).
import type { CasesGateway } from './cases.ts';
import { REGISTRY_PREFIX, sidePath, type GatewayScope } from './scope.ts';

export interface MergePreviewJson {
  last_previewed_at: string;
  data: Record<string, { value: unknown; source_id: string }>;
}

export function mergeGateway(scope: GatewayScope, cases: CasesGateway) {
  const path = async (action: 'preview-merge' | 'merge') =>
    `${REGISTRY_PREFIX}/${sidePath((await scope.acting()).kind)}/portfolio/${action}/`;
  return {
    preview: async (caseIds: [string, string]) => scope.client.post<MergePreviewJson>(await path('preview-merge'), { case_ids: caseIds }),
    /** Merges the second case into the first; returns the id of the case that stays. */
    async merge(caseIds: [string, string], lastPreviewedAt: string | null): Promise<string> {
      const merged = await scope.client.post<{ canonical_case_id: string }>(await path('merge'), {
        case_ids: caseIds,
        last_previewed_at: lastPreviewedAt,
      });
      cases.forget(...caseIds, merged.canonical_case_id);
      return merged.canonical_case_id;
    },
  };
}
