// One-click unsubscribe (RFC 8058): every notification e-mail carries a link that turns its category's e-mail off
// for its recipient without signing in. The token names the user and the category and is signed with an HMAC of
// the registry's secret, so it cannot be forged for another user or category; using it twice changes nothing more.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../ids.ts';
import { publicLink } from '../mail/links.ts';
import { isCategory, type NotificationCategory } from './catalogue.ts';

const signature = (secret: string, payload: string) => createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');

/** `<user id>.<category>.<signature>` (URL-safe). */
export function unsubscribeToken(secret: string, userId: string, category: NotificationCategory): string {
  const payload = `${userId}.${category}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The user and category a token names, or null when it is malformed or its signature is wrong. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; category: NotificationCategory } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [userId, category, given] = parts as [string, string, string];
  if (!isUuid(userId) || !isCategory(category)) return null;
  const expected = Buffer.from(signature(secret, `${userId}.${category}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return { userId, category };
}

/** The one-click link (POST) and the page (GET) of a token: /api/v1/unsubscribe/<token>. */
export const unsubscribeUrl = (publicUrl: string, token: string) =>
  publicLink(publicUrl, `/api/v1/unsubscribe/${encodeURIComponent(token)}`);
