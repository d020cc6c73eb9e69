// Who a GraphQL request acts for. Browsers carry the session in HttpOnly cookies set by `login`; other clients
// send `Authorization: JWT <token>` (and optionally `Registry-Account`) themselves.
import { decodeJwt } from 'jose';

export const TOKEN_COOKIE = 'registry-token';
export const REFRESH_COOKIE = 'registry-refresh-token';
export const ACCOUNT_COOKIE = 'registry-account';

/** Refresh tokens outlive access tokens; the browser keeps this cookie for as long. */
const REFRESH_COOKIE_MAX_AGE = 7 * 24 * 3600;

export interface Session {
  token: string | null;
  refreshToken: string | null;
  accountId: string | null;
  /** Where the credentials came from; cookie sessions get their cookies rewritten by the auth mutations. */
  via: 'cookie' | 'header' | 'none';
}

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (!name || name in cookies) continue;
    try {
      cookies[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      // A malformed cookie is ignored rather than failing the request.
    }
  }
  return cookies;
}

type HeaderGetter = (name: string) => string | null | undefined;

/** The session a request carries: the Authorization header wins over cookies. */
export function sessionFrom(getHeader: HeaderGetter, connectionParams?: Record<string, unknown>): Session {
  const authorization = getHeader('authorization') ?? (connectionParams?.authorization as string | undefined) ?? null;
  const accountHeader = getHeader('registry-account') ?? (connectionParams?.registryAccount as string | undefined) ?? null;
  const match = authorization ? /^JWT\s+(\S+)$/i.exec(authorization.trim()) : null;
  if (match) return { token: match[1]!, refreshToken: null, accountId: accountHeader, via: 'header' };
  const cookies = parseCookies(getHeader('cookie'));
  if (cookies[TOKEN_COOKIE] || cookies[REFRESH_COOKIE]) {
    return {
      token: cookies[TOKEN_COOKIE] || null,
      refreshToken: cookies[REFRESH_COOKIE] || null,
      accountId: cookies[ACCOUNT_COOKIE] || null,
      via: 'cookie',
    };
  }
  return { token: null, refreshToken: null, accountId: null, via: 'none' };
}

/** Seconds-since-epoch expiry of a JWT, read without verifying it (the registry verifies). */
export function tokenExpiry(token: string | null): Date | null {
  if (!token) return null;
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? new Date(exp * 1000) : null;
  } catch {
    return null;
  }
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Session cookies are Secure except on plain http to this machine (`npm start` on http://localhost): a browser
 * then keeps them only over HTTPS, so a deployment reached over plain http elsewhere cannot leak them.
 */
export function cookiesMustBeSecure(url: URL, getHeader: HeaderGetter): boolean {
  const forwardedProto = getHeader('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  if (url.protocol === 'https:' || forwardedProto === 'https') return true;
  return !LOOPBACK_HOSTS.has(url.hostname.toLowerCase());
}

interface CookieOptions {
  maxAge: number;
  secure: boolean;
}

function serializeCookie(name: string, value: string, { maxAge, secure }: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(maxAge))}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Set-Cookie values for a fresh session (login, refresh). */
export function sessionCookies(tokens: { token: string; refreshToken: string; expiresIn: number }, secure: boolean): string[] {
  return [
    serializeCookie(TOKEN_COOKIE, tokens.token, { maxAge: tokens.expiresIn, secure }),
    serializeCookie(REFRESH_COOKIE, tokens.refreshToken, { maxAge: REFRESH_COOKIE_MAX_AGE, secure }),
  ];
}

export function accountCookie(accountId: string, secure: boolean): string {
  return serializeCookie(ACCOUNT_COOKIE, accountId, { maxAge: REFRESH_COOKIE_MAX_AGE, secure });
}

export function clearedCookie(name: string, secure: boolean): string {
  return serializeCookie(name, '', { maxAge: 0, secure });
}

export function clearedSessionCookies(secure: boolean): string[] {
  return [TOKEN_COOKIE, REFRESH_COOKIE, ACCOUNT_COOKIE].map((name) => clearedCookie(name, secure));
}
