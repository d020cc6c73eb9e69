// What every route module receives, and the per-route permission declaration.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { RegistrySettings, RequestContext, Viewer } from '../domain/context.ts';
import type { TokenSigner } from '../auth/tokens.ts';
import type { RegistryAdapters } from '../adapters/index.ts';
import type { RequestToken } from '../domain/document-requests/links.ts';

/**
 * Every route declares one. A route without it is refused (deny by default, see permissions.ts).
 * - public: no identity
 * - user: a signed-in user (acting account optional)
 * - staff: a signed-in staff user (is_staff), never while impersonating; acting account optional
 * - account: a signed-in user acting for an organisation
 * - role: like account, and the `:role` path segment must be the acting organisation's side
 * - law-firm: an account of a law firm
 * - service: the BFF's service credential
 * - document-request-token: `Authorization: Token <token>`, a document request's one-time link (DECISIONS 3), and
 *   nothing else; `:id` in the path, when there, must be the token's request (else 401 'Token has expired')
 */
export type Permission =
  'public' | 'user' | 'staff' | 'account' | 'role' | 'law-firm' | 'lienholder' | 'service' | 'document-request-token';

export interface RouteDeps {
  db: Kysely<Database>;
  signer: TokenSigner;
  settings: RegistrySettings;
  serviceKey: string;
  /** The outside world (mail, storage, payments, jobs); see registry/adapters/. */
  adapters: RegistryAdapters;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
  }
  interface FastifyRequest {
    ctx: RequestContext | null;
    viewer: Viewer | null;
    /** What a 'document-request-token' route's token opens. */
    documentRequestToken: RequestToken | null;
  }
}
