// JWTs (HS256, jose). Access tokens live a day (the spec's 86400000 ms), refresh tokens a week; the `typ` claim
// keeps one from being used as the other.
import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_SECONDS = 86_400;
export const REFRESH_TOKEN_SECONDS = 7 * 86_400;
const ISSUER = 'lien-registry';

export type TokenType = 'access' | 'refresh';

export interface TokenSigner {
  sign(userId: string, typ: TokenType): Promise<string>;
  /** The user id, or null when the token is malformed, expired, forged or of the other type. */
  verify(token: string, typ: TokenType): Promise<string | null>;
}

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign(userId, typ) {
      return new SignJWT({ typ })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${typ === 'access' ? ACCESS_TOKEN_SECONDS : REFRESH_TOKEN_SECONDS}s`)
        .sign(key);
    },
    async verify(token, typ) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
        return payload.typ === typ && typeof payload.sub === 'string' ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
