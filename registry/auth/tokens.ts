// JWTs (HS256, jose). Access tokens live a day (86400 s), refresh tokens a week; the `typ` claim
// keeps one from being used as the other. Both carry the server-side session (`sid`), which the registry checks on
// every request, so a token is only as good as its session; a refresh token also carries its own id (`jti`),
// which the session rotates on every use.
import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_SECONDS = 86_400;
export const REFRESH_TOKEN_SECONDS = 7 * 86_400;
const ISSUER = 'lien-registry';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  userId: string;
  sessionId: string;
  /** Refresh tokens only. */
  tokenId: string | null;
}

export interface TokenSigner {
  sign(claims: TokenClaims, typ: TokenType): Promise<string>;
  /** The claims, or null when the token is malformed, expired, forged, of the other type or without a session. */
  verify(token: string, typ: TokenType): Promise<TokenClaims | null>;
}

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign({ userId, sessionId, tokenId }, typ) {
      const jwt = new SignJWT({ typ, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${typ === 'access' ? ACCESS_TOKEN_SECONDS : REFRESH_TOKEN_SECONDS}s`);
      if (tokenId) jwt.setJti(tokenId);
      return jwt.sign(key);
    },
    async verify(token, typ) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
        if (payload.typ !== typ || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        if (typ === 'refresh' && typeof payload.jti !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid, tokenId: typeof payload.jti === 'string' ? payload.jti : null };
      } catch {
        return null;
      }
    },
  };
}
