// Tags of the viewer's organisation: those on each case (one list call per batch), the organisation's tags by
// name, and putting one on or taking one off a case.
import type { Page } from '../rest/types.ts';
import { REGISTRY_PREFIX, groupedByKey, segment, type GatewayScope } from './scope.ts';

export interface TagJson {
  id: string;
  name: string;
}

export interface CaseTagJson {
  id: string;
  case: string;
  tag: TagJson;
}

export function tagsGateway(scope: GatewayScope) {
  const ofCases = scope.loader<string, CaseTagJson[]>(async (caseIds) => {
    await scope.acting();
    const page = await scope.client.get<Page<CaseTagJson>>(`${REGISTRY_PREFIX}/case-tags/`, { case: caseIds });
    return groupedByKey(caseIds, page.results, (caseTag) => caseTag.case);
  });

  return {
    /** The organisation's tags on a case, in the order they were added. */
    ofCase: (caseId: string) => ofCases.load(caseId),
    /** Records a case's tags read elsewhere (the case workspace). */
    primeCase: (caseId: string, caseTags: CaseTagJson[]) => void ofCases.clear(caseId).prime(caseId, caseTags),
    /** The organisation's tags whose name contains `search`; `pageSize: 'off'` for all of them. */
    async search(search: string | undefined, pageSize: number | 'off'): Promise<TagJson[]> {
      return (await scope.client.get<Page<TagJson>>(`${REGISTRY_PREFIX}/tags/`, { search, page_size: pageSize })).results;
    },
    create: (name: string) => scope.client.post<TagJson>(`${REGISTRY_PREFIX}/tags/`, { name }),
    async addToCase(caseId: string, tagId: string): Promise<CaseTagJson> {
      const caseTag = await scope.client.post<CaseTagJson>(`${REGISTRY_PREFIX}/case-tags/`, { case: caseId, tag: tagId });
      ofCases.clear(caseId);
      return caseTag;
    },
    async removeFromCase(caseTagId: string, caseId: string): Promise<void> {
      await scope.client.send('DELETE', `${REGISTRY_PREFIX}/case-tags/${segment(caseTagId)}/`);
      ofCases.clear(caseId);
    },
  };
}
