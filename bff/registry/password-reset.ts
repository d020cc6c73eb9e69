// Password reset: ask for the e-mail (the same answer for every address) and set the new password with the e-mailed
// link's uid and token. Both go without a session (a signed-in browser's token is not sent along).
import { AUTH_PREFIX, type GatewayScope } from './scope.ts';

export function passwordResetGateway(scope: GatewayScope) {
  const anonymous = () => scope.client.withIdentity({});
  return {
    request: (email: string) => anonymous().post<null>(`${AUTH_PREFIX}/auth/password/reset/`, { email }),
    confirm: (body: { uid: string; token: string; new_password: string; re_new_password: string }) =>
      anonymous().post<null>(`${AUTH_PREFIX}/auth/password/reset/confirm/`, body),
  };
}
