// Signed links that need no session: the upload target (`PUT /uploads/:id?signature=`) and downloads
// (`GET /files/:token`, `GET /files/zip/?token=`). Each is an HMAC over what it grants and its expiry, keyed by a key
// derived from the registry's secret; it names ids only, so it carries nothing a reader could learn from.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RegistrySettings } from '../context.ts';

export const BASE = '/api/registry/v1';

function keyOf(settings: RegistrySettings): Buffer {
  if (!settings.mailLinkSecret) throw new Error('documents: the registry has no link secret');
  return createHmac('sha256', settings.mailLinkSecret).update('document-links').digest();
}

const mac = (settings: RegistrySettings, purpose: string, value: string) =>
  createHmac('sha256', keyOf(settings)).update(`${purpose}\n${value}`).digest('base64url');

function sameMac(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** `<expiry>.<mac>` for `purpose` and `value`. */
export function sign(settings: RegistrySettings, purpose: string, value: string, expiresAt: number): string {
  return `${expiresAt}.${mac(settings, purpose, `${value}\n${expiresAt}`)}`;
}

/** Whether `signature` was made by sign() for `purpose` and `value` and has not expired. */
export function verify(settings: RegistrySettings, purpose: string, value: string, signature: string): boolean {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(signature);
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt < nowSeconds()) return false;
  return sameMac(match[2], mac(settings, purpose, `${value}\n${expiresAt}`));
}

export const uploadUrl = (settings: RegistrySettings, uploadId: string, expiresAt: Date): string =>
  `${BASE}/uploads/${uploadId}?signature=${sign(settings, 'upload', uploadId, Math.floor(expiresAt.getTime() / 1000))}`;

/** A download link for one document: `/files/<document id>.<expiry>.<mac>` (short: path parameters are limited). */
export function fileUrl(settings: RegistrySettings, documentId: string, seconds: number): string {
  return `${BASE}/files/${documentId}.${sign(settings, 'file', documentId, nowSeconds() + seconds)}`;
}

/** The document id a file token grants, or null. */
export function readFileToken(settings: RegistrySettings, token: string): string | null {
  const match = /^([0-9a-f-]{36})\.(.+)$/.exec(token);
  if (!match) return null;
  return verify(settings, 'file', match[1], match[2]) ? match[1] : null;
}

/** A zip of several documents: `/files/zip/?token=<ids>.<expiry>.<mac>` (ids comma-separated). */
export function zipUrl(settings: RegistrySettings, documentIds: string[], seconds: number): string {
  const ids = documentIds.join(',');
  return `${BASE}/files/zip/?token=${ids}.${sign(settings, 'zip', ids, nowSeconds() + seconds)}`;
}

export function readZipToken(settings: RegistrySettings, token: string): string[] | null {
  const match = /^([0-9a-f,-]{36,3800})\.(\d{1,12}\.[\w-]{43})$/.exec(token);
  if (!match) return null;
  return verify(settings, 'zip', match[1], match[2]) ? match[1].split(',') : null;
}
