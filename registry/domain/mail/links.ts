// Links back to the portal in e-mails: PUBLIC_URL (the address users reach the portal at) + a path.

export const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

/** PUBLIC_URL must be an http(s) URL; answered without a trailing slash. */
export function checkPublicUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be a URL such as https://liens.example.com (got "${value}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`PUBLIC_URL must start with http:// or https:// (got "${value}")`);
  if (url.search || url.hash) throw new Error(`PUBLIC_URL must not have a query or a fragment (got "${value}")`);
  return url.toString().replace(/\/+$/, '');
}

/** `path` (starting with /) under the portal's public address. */
export function publicLink(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The case page: /portfolio/<case id>. */
export function caseLink(publicUrl: string, caseId: string): string {
  return publicLink(publicUrl, `/portfolio/${encodeURIComponent(caseId)}`);
}
