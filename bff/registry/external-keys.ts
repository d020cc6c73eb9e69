// External identifiers: the organisation's ids of each case (or of its lien on it) in its external systems, the
// systems themselves, adding and deleting one.
import type { Page } from '../rest/types.ts';
import { REGISTRY_PREFIX, groupedByKey, segment, sidePath, type GatewayScope } from './scope.ts';

export interface ExternalSystemJson {
  id: string;
  name: string;
  external_system_type: string;
}

export interface ExternalKeyJson {
  id: string;
  case: string;
  lien: string | null;
  registry_external_id: string;
  registry_legal_organization_external_system: ExternalSystemJson;
}

export function externalKeysGateway(scope: GatewayScope) {
  const path = async (resource: 'external-keys' | 'external-systems') =>
    `${REGISTRY_PREFIX}/${sidePath((await scope.acting()).kind)}/${resource}/`;
  const ofCases = scope.loader<string, ExternalKeyJson[]>(async (caseIds) => {
    const page = await scope.client.get<Page<ExternalKeyJson>>(await path('external-keys'), { case: caseIds });
    return groupedByKey(caseIds, page.results, (key) => key.case);
  });

  return {
    /** The organisation's identifiers of a case, oldest first. */
    ofCase: (caseId: string) => ofCases.load(caseId),
    /** Records a case's identifiers read elsewhere (the case workspace). */
    primeCase: (caseId: string, keys: ExternalKeyJson[]) => void ofCases.clear(caseId).prime(caseId, keys),
    systems: async (): Promise<ExternalSystemJson[]> =>
      (await scope.client.get<Page<ExternalSystemJson>>(await path('external-systems'))).results,
    /** A law firm's identifier goes on the case, a lienholder's on its lien. */
    async add(
      caseId: string,
      target: { case: string } | { lien: string },
      body: { registry_external_id: string | null; registry_legal_organization_external_system: string | null },
    ): Promise<ExternalKeyJson> {
      const key = await scope.client.post<ExternalKeyJson>(await path('external-keys'), { ...target, ...body });
      ofCases.clear(caseId);
      return key;
    },
    async delete(externalKeyId: string, caseId: string): Promise<void> {
      await scope.client.send('DELETE', `${await path('external-keys')}${segment(externalKeyId)}/`);
      ofCases.clear(caseId);
    },
  };
}
