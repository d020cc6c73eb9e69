// A law firm's provider invitations: its list (newest first, offset pages), a new invitation, and a resend.
import { RegistryHttpError } from '../rest/registry-client.ts';
import type { Page } from '../rest/types.ts';
import { REGISTRY_PREFIX, segment, type GatewayScope } from './scope.ts';

export interface ProviderInvitationJson {
  id: string;
  created_at: string;
  last_sent_at: string;
  accepted_at: string | null;
  state: 'sent' | 'accepted';
  fax_number: string;
  to_email: string;
  to_name: string;
  to_lienholder: string | null;
  from_name: string;
  from_email: string;
  from_law_firm_name: string;
  viewer_can: { resend: boolean };
}

const INVITES = `${REGISTRY_PREFIX}/invites/`;

export function providerInvitationsGateway(scope: GatewayScope) {
  return {
    page: (page: number, pageSize: number) =>
      scope.client.get<Page<ProviderInvitationJson>>(`${REGISTRY_PREFIX}/escrow-agent/compulsion-requests/`, { page, page_size: pageSize }),
    /** One of the law firm's invitations; null when it is not (another firm's, or unknown). */
    load: async (id: string): Promise<ProviderInvitationJson | null> => {
      try {
        return await scope.client.get<ProviderInvitationJson>(`${INVITES}${segment(id)}/`);
      } catch (error) {
        if (error instanceof RegistryHttpError && (error.status === 404 || error.status === 403)) return null;
        throw error;
      }
    },
    invite: (body: { to_email: string; to_name?: string }) => scope.client.post<ProviderInvitationJson>(INVITES, body),
    resend: (id: string) => scope.client.post<ProviderInvitationJson>(`${INVITES}${segment(id)}/resend/`, {}),
  };
}
