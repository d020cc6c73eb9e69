// Shared helpers of the REST contract tests: JSON calls over real HTTP, a user factory, and an SSE reader.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../registry/db/schema.ts';
import { hashPassword } from '../../registry/auth/passwords.ts';

export const V1 = '/api/registry/v1';

export interface Reply<T = any> {
  status: number;
  body: T;
}

export async function call<T = any>(
  url: string,
  path: string,
  options: { token?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `JWT ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path.startsWith('http') ? path : `${url}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

// Hashing is deliberately slow; tests create many users with few passwords.
const hashes = new Map<string, Promise<string>>();
const cachedHash = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

/** A user with one account in the given organisation (or a new organisation of `type`). */
export async function createUser(
  db: Kysely<Database>,
  options: { password: string; organizationId?: string; type?: string; isStaff?: boolean },
): Promise<{ email: string; userId: string; organizationId: string; accountId: string }> {
  const suffix = randomUUID().slice(0, 8);
  const organizationId =
    options.organizationId ??
    (
      await db
        .insertInto('legal_organizations')
        .values({ name: `Org ${suffix}`, type: options.type ?? 'MEDICAL_PRACTICE' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const email = `user-${suffix}@example.test`;
  const { id: userId } = await db
    .insertInto('users')
    .values({
      email,
      first_name: 'Test',
      last_name: suffix,
      password_hash: await cachedHash(options.password),
      is_staff: options.isStaff ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: accountId } = await db
    .insertInto('accounts')
    .values({ user_id: userId, organization_id: organizationId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { email, userId, organizationId, accountId };
}

export interface SseEvent {
  id: string;
  event: string;
  data: any;
}

/** Reads an SSE stream until `count` events arrived (or the timeout), then closes it. */
export async function readEvents(
  url: string,
  headers: Record<string, string>,
  count: number,
  timeoutMs = 5000,
): Promise<{ status: number; events: SseEvent[]; comments: string[] }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const events: SseEvent[] = [];
  const comments: string[] = [];
  let status = 0;
  try {
    const response = await fetch(url, { headers, signal: controller.signal });
    status = response.status;
    if (status !== 200 || !response.body) return { status, events, comments };
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields: Record<string, string> = {};
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) comments.push(line.slice(1).trim());
          const colon = line.indexOf(':');
          if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 1).trim();
        }
        if (fields.data) events.push({ id: fields.id, event: fields.event, data: JSON.parse(fields.data) });
      }
      if (events.length >= count) break;
    }
  } catch (error) {
    if ((error as Error).name !== 'AbortError') throw error;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return { status, events, comments };
}
