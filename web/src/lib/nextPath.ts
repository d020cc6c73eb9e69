import { DEFAULT_DESTINATION } from '../config.ts';

/**
 * The path to restore after sign-in: same-origin paths only (no `//host` or scheme tricks), never the
 * login page itself, and without a `username` parameter.
 */
export function restorablePath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return DEFAULT_DESTINATION;
  const url = new URL(next, 'http://registry.invalid');
  if (url.origin !== 'http://registry.invalid' || url.pathname === '/login') return DEFAULT_DESTINATION;
  url.searchParams.delete('username');
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
}

export function loginPathFor(location: { pathname: string; search: string }): string {
  return `/login?next=${encodeURIComponent(location.pathname + location.search)}`;
}
