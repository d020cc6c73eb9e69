// Deny by default: one onRequest hook resolves identity and enforces the permission every route declares.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveContext } from '../auth/context.ts';
import { forbidden, MESSAGES, notFound, unauthorized } from '../domain/errors.ts';
import { kindOfRole } from '../domain/kinds.ts';
import type { RegistrySettings, RequestContext, Viewer } from '../domain/context.ts';
import type { CaseReading } from '../domain/case.ts';
import type { RouteDeps } from './types.ts';
import { logIdentity } from './observability.ts';
import { resolveRequestToken, TOKEN_EXPIRED } from '../domain/document-requests/links.ts';
import { serviceFeatures } from '../domain/plans/service.ts';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function installPermissions(app: FastifyInstance, deps: RouteDeps): void {
  const inFlight = new Map<string, Promise<RequestContext & { identity: string }>>();
  app.decorateRequest('ctx', null);
  app.decorateRequest('viewer', null);
  app.decorateRequest('documentRequestToken', null);

  app.addHook('onRequest', async (request, reply) => {
    // Unmatched URLs go on to the not-found handler.
    if (!request.routeOptions.url) return;
    const permission = request.routeOptions.config.permission;
    if (!permission) throw forbidden();
    if (permission === 'public') return;

    if (permission === 'service') {
      const match = /^Service\s+(\S+)$/i.exec(header(request, 'authorization') ?? '');
      if (!match) throw unauthorized(MESSAGES.notAuthenticated);
      if (!sameSecret(match[1], deps.serviceKey)) throw unauthorized(MESSAGES.invalidToken);
      return;
    }

    if (permission === 'document-request-token') {
      // Only the Token form, only here: a session or service credential opens no document request, and a token
      // opens nothing else (every other route resolves identity as a JWT and refuses it).
      // The token itself is looked up by the route's preHandler (documentRequestTokenGuard), after its rate limit, so
      // guessing tokens is counted like any public form.
      if (!TOKEN_HEADER.test(header(request, 'authorization') ?? '')) throw unauthorized(TOKEN_EXPIRED);
      return;
    }

    const identity = {
      authorization: header(request, 'authorization'),
      impostor: header(request, 'impostor'),
      registryAccount: header(request, 'registry-account'),
    };
    // Requests with the same credentials at the same moment (the BFF's parallel loads) share one lookup; a request
    // after it has answered looks again, so a revoked session is refused from then on.
    const key = JSON.stringify([identity.authorization, identity.impostor, identity.registryAccount]);
    let resolving = inFlight.get(key);
    if (!resolving) {
      resolving = resolveContext(deps.db, deps.signer, identity, deps.settings.referralLawFirmIsLawFirm);
      inFlight.set(key, resolving);
      const forget = () => inFlight.delete(key);
      resolving.then(forget, forget);
    }
    const { identity: resolvedIdentity, ...ctx } = await resolving;
    request.ctx = ctx;
    // The identity this request was authorised as, for a client that remembers whom it read (the BFF's viewer).
    reply.header(IDENTITY_HEADER, resolvedIdentity);
    logIdentity(request, reply, ctx);
    if (permission === 'user') return;
    if (permission === 'staff') {
      if (!ctx.user.is_staff || ctx.impersonatedBy) throw forbidden();
      return;
    }
    // The verification gate: an account whose registration awaits staff approval signs in and reads its user
    // ('user' routes) but acts for no organisation yet.
    if (ctx.account?.is_registration_pending) throw forbidden(REGISTRATION_PENDING);

    if (!ctx.organization || !ctx.kind) throw forbidden();
    const viewer: Viewer = { organizationId: ctx.organization.id, kind: ctx.kind };
    if (permission === 'law-firm' && viewer.kind !== 'LAW_FIRM') throw forbidden();
    if (permission === 'lienholder' && viewer.kind !== 'LIENHOLDER') throw forbidden();
    if (permission === 'role') {
      const role = (request.params as Record<string, string> | undefined)?.role ?? '';
      const kind = kindOfRole(role);
      if (!kind) throw notFound();
      if (kind !== viewer.kind) throw forbidden();
    }
    request.viewer = viewer;
  });
}

/** Response header naming the identity (session, user, accounts, organisation) the request was resolved to. */
export const IDENTITY_HEADER = 'registry-identity';

/** The 403 of every organisation route while the acting account's registration awaits approval. */
export const REGISTRATION_PENDING = 'Your registration is awaiting approval.';

const TOKEN_HEADER = /^Token\s+(\S+)$/i;

/**
 * preHandler of every 'document-request-token' route (after app.publicFormLimit): resolves the token to the one
 * request it opens; `:id` in the path must be that request. Unknown, used, expired or another request's → 401
 * 'Token has expired'.
 */
export function documentRequestTokenGuard(deps: Pick<RouteDeps, 'db'>) {
  return async (request: FastifyRequest) => {
    const match = TOKEN_HEADER.exec(header(request, 'authorization') ?? '');
    if (!match) throw unauthorized(TOKEN_EXPIRED);
    const id = (request.params as Record<string, string> | undefined)?.id;
    request.documentRequestToken = await resolveRequestToken(deps.db, match[1], id);
  };
}

/** What the route's token opens (set by documentRequestTokenGuard). */
export function requestTokenOf(request: FastifyRequest) {
  if (!request.documentRequestToken) throw unauthorized(TOKEN_EXPIRED);
  return request.documentRequestToken;
}

/** The viewer of a route declared 'account', 'role', 'law-firm' or 'lienholder' (set by the hook above). */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw forbidden();
  return request.viewer;
}

export function contextOf(request: FastifyRequest) {
  if (!request.ctx) throw forbidden();
  return request.ctx;
}

/** How this request reads cases (their JSON depends on the setting and on the acting account's features). */
export function caseReadingOf(request: FastifyRequest, settings: RegistrySettings): CaseReading {
  return {
    referralLawFirmIsLawFirm: settings.referralLawFirmIsLawFirm,
    // The organisation's service, computed now (DECISIONS 16): a trial's end or a purchase counts at once.
    accountFeatures: contextOf(request).organization ? serviceFeatures(contextOf(request).organization) : null,
  };
}
