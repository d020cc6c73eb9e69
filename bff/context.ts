// The per-request (or per-subscription) GraphQL context: the caller's session, the registry gateway acting as
// that session, and where the auth mutations leave their Set-Cookie values. Yoga copies the context's fields onto
// its own context object, so this is plain data plus functions that take the context; the gateway is one object
// shared by both, and keeps the identity, the viewer and every registry cache.
import { clearAllDataLoaders } from '@pothos/plugin-dataloader';
import type { RegistryClient, RegistryConnection, RequestOrigin } from './rest/registry-client.ts';
import type { RegistryEventBus } from './events/bus.ts';
import type { OptionsCache } from './options-cache.ts';
import { createGateway, type ActingViewer, type Gateway, type ViewerState } from './registry/gateway.ts';
import type { ViewerMemory } from './viewer-memory.ts';
import { ACCOUNT_COOKIE, accountCookie, clearedCookie, clearedSessionCookies, sessionCookies, type Session } from './session.ts';

export type { ActingViewer, OrganizationKind, ViewerState } from './registry/gateway.ts';

export interface ContextDeps {
  connection: RegistryConnection;
  options: OptionsCache;
  events: RegistryEventBus;
  /** Set-Cookie values are marked Secure when the request came over HTTPS. */
  secure: boolean;
  /** Where Set-Cookie values go (HTTP requests only). */
  setCookie?: (value: string) => void;
  /** Viewers of recent sessions, to start a query without waiting for the viewer's registry read (HTTP requests only). */
  viewers?: ViewerMemory;
}

export interface BffContext {
  deps: ContextDeps;
  session: Session;
  /** The registry, as the current session (its identity follows sign-in and account switches). */
  gateway: Gateway;
  /** The request's first client: counts every registry call of the request, and carries its origin. */
  baseRegistry: RegistryClient;
}

export function createContext(deps: ContextDeps, session: Session, origin: RequestOrigin = {}): BffContext {
  const baseRegistry = deps.connection.client({ token: session.token, accountId: session.accountId }, origin);
  const gateway = createGateway({
    client: baseRegistry,
    options: deps.options,
    onAccountGone: () => {
      if (session.via === 'cookie') deps.setCookie?.(clearedCookie(ACCOUNT_COOKIE, deps.secure));
    },
    ...(deps.viewers
      ? { provisionalViewer: deps.viewers.get(session), onViewer: (viewer: ViewerState | null) => deps.viewers!.set(session, viewer) }
      : {}),
  });
  return { deps, session, gateway, baseRegistry };
}

/** Registry calls made for this request so far. */
export const upstreamCalls = (ctx: BffContext) => ctx.baseRegistry.calls;

/** The signed-in viewer, fetched once per request; null when signed out or the token is no longer valid. */
export async function viewerOf(ctx: BffContext): Promise<ViewerState | null> {
  const viewer = await ctx.gateway.viewer();
  // The gateway fell back from a remembered account the user no longer has.
  const accountId = ctx.gateway.identity.accountId ?? null;
  if (ctx.session.accountId && accountId !== ctx.session.accountId) ctx.session = { ...ctx.session, accountId };
  return viewer;
}

/** The viewer, for fields that need a signed-in user acting for an organisation. */
export async function requireViewer(ctx: BffContext): Promise<ActingViewer> {
  await viewerOf(ctx);
  return ctx.gateway.acting();
}

/** Acts for another session from now on in this request (after login, refresh or switching account). */
export function useSession(ctx: BffContext, session: Session): void {
  ctx.session = session;
  ctx.gateway.useIdentity({ token: session.token, accountId: session.accountId });
  // Records loaded so far belong to the previous identity.
  clearAllDataLoaders(ctx);
}

/** Starts a session: browsers keep the tokens in HttpOnly cookies. */
export function startSession(
  ctx: BffContext,
  tokens: { token: string; refreshToken: string; expiresIn: number },
  accountId: string | null,
): void {
  for (const cookie of sessionCookies(tokens, ctx.deps.secure)) ctx.deps.setCookie?.(cookie);
  if (accountId) ctx.deps.setCookie?.(accountCookie(accountId, ctx.deps.secure));
  useSession(ctx, {
    token: tokens.token,
    refreshToken: tokens.refreshToken,
    accountId,
    via: ctx.session.via === 'header' ? 'header' : 'cookie',
  });
}

export function switchAccount(ctx: BffContext, accountId: string): void {
  ctx.deps.setCookie?.(accountCookie(accountId, ctx.deps.secure));
  useSession(ctx, { ...ctx.session, accountId });
}

export function endSession(ctx: BffContext): void {
  for (const cookie of clearedSessionCookies(ctx.deps.secure)) ctx.deps.setCookie?.(cookie);
  useSession(ctx, { token: null, refreshToken: null, accountId: null, via: 'none' });
}
