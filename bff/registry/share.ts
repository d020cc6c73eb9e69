// Share links to a case: following one (null when it does not exist) and creating one.
import { RegistryHttpError } from '../rest/registry-client.ts';
import { REGISTRY_PREFIX, segment, type GatewayScope } from './scope.ts';

export function shareGateway(scope: GatewayScope) {
  return {
    /** The id of the case a share link leads to; null when there is no such link. */
    async caseIdOf(shareLinkId: string): Promise<string | null> {
      try {
        return (await scope.client.get<{ object_id: string }>(`${REGISTRY_PREFIX}/share/${segment(shareLinkId)}/`)).object_id;
      } catch (error) {
        if (error instanceof RegistryHttpError && error.status === 404) return null;
        throw error;
      }
    },
    /** The new link's path, e.g. /share/AbC…. */
    createForCase: async (caseId: string): Promise<string> =>
      (await scope.client.post<{ share_link: string }>(`${REGISTRY_PREFIX}/share/`, { model: 'case', object_id: caseId })).share_link,
  };
}
