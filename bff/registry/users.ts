// The organisation's users (accounts/: list, invite, edit, deactivate, resend-invite) and invitation acceptance
// (register/verify-invite/, register/accept-invite/, without a session: a signed-in browser's token is not sent).
import type { Page } from '../rest/types.ts';
import { REGISTRY_PREFIX, segment, type GatewayScope } from './scope.ts';

export interface OrganizationUserJson {
  id: string;
  registry_legal_organization: string;
  user: { id: string; email: string; first_name: string; last_name: string };
  email: string;
  first_name: string;
  last_name: string;
  role: 'ADMIN' | 'USER';
  is_active: boolean;
  is_registration_pending: boolean;
  created_at: string | null;
  invited_at: string | null;
  invitation_accepted_at: string | null;
  invitation_status: 'SENT' | 'ACCEPTED' | null;
  last_login: string | null;
  viewer_can: { edit: boolean; deactivate: boolean; resend_invitation: boolean };
}

export type InvitationJson =
  | { redirect: true }
  | {
      redirect?: undefined;
      email: string;
      organization: { id: string; name: string };
      first_name: string;
      last_name: string;
      phone_number: string;
      token: string;
      uid: string;
    };

const ACCOUNTS = `${REGISTRY_PREFIX}/accounts/`;

export function usersGateway(scope: GatewayScope) {
  const anonymous = () => scope.client.withIdentity({});
  let list: Promise<OrganizationUserJson[]> | null = null;
  const changed = <T>(value: T) => {
    list = null;
    return value;
  };
  return {
    /** Every account of the acting organisation (one call per gateway). */
    list: async (): Promise<OrganizationUserJson[]> => {
      await scope.acting();
      return (list ??= scope.client.get<Page<OrganizationUserJson>>(ACCOUNTS, { page_size: ['off'] }).then((page) => page.results));
    },
    invite: async (body: { email: string; first_name?: string; last_name?: string; role?: string }) =>
      changed(await scope.client.post<OrganizationUserJson>(ACCOUNTS, body)),
    update: async (id: string, body: { first_name: string; last_name: string; role?: string }) =>
      changed(await scope.client.send<OrganizationUserJson>('PUT', `${ACCOUNTS}${segment(id)}/`, body)),
    deactivate: async (id: string) => changed(await scope.client.send<null>('DELETE', `${ACCOUNTS}${segment(id)}/`)),
    resendInvitation: async (id: string) =>
      changed(await scope.client.send<OrganizationUserJson>('PUT', `${ACCOUNTS}${segment(id)}/resend-invite/`, {})),
    verifyInvitation: (token: string) => anonymous().post<InvitationJson>(`${REGISTRY_PREFIX}/register/verify-invite/`, { token }),
    acceptInvitation: (body: { token: string; first_name: string; last_name: string; password: string; phone_number?: string }) =>
      anonymous().post<{ redirect: true } | null>(`${REGISTRY_PREFIX}/register/accept-invite/`, body),
  };
}
