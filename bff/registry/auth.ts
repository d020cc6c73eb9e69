// Sign-in and the signed-in user: the user with their accounts (`accounts-auth/`), tokens for a password or a
// refresh token, and signing out.
import type { MeJson, TokenJson } from '../rest/types.ts';
import { AUTH_PREFIX, REGISTRY_PREFIX, type GatewayScope } from './scope.ts';

export function authGateway(scope: GatewayScope) {
  // Sign-in and refresh go without credentials (still counted for the request).
  const anonymous = () => scope.client.withIdentity({});
  return {
    /** The user of the current token, their accounts and the active one (401 when the token is not valid). */
    me: () => scope.client.get<MeJson>(`${REGISTRY_PREFIX}/accounts-auth/`),
    /** The same, with the identity the registry resolved for it (to recognise later answers of the same identity). */
    meWithIdentity: () => scope.client.getWithIdentity<MeJson>(`${REGISTRY_PREFIX}/accounts-auth/`),
    login: (body: { username: string; password: string; user_agent: string | undefined }) =>
      anonymous().post<TokenJson>(`${AUTH_PREFIX}/auth/jwt/`, body),
    refresh: (refreshToken: string) => anonymous().post<TokenJson>(`${AUTH_PREFIX}/auth/jwt/refresh/`, { token: refreshToken }),
    /** Ends the session of the current access token or, without one, of `refreshToken`. */
    logout: async (refreshToken: string | null): Promise<void> => {
      if (scope.client.identity.token) await scope.client.post(`${AUTH_PREFIX}/auth/logout/`, {});
      else await anonymous().post(`${AUTH_PREFIX}/auth/logout/`, { token: refreshToken });
    },
  };
}
