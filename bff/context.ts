// The per-request (or per-subscription) GraphQL context: the caller's session, a registry client carrying it,
// the memoised signed-in viewer, and where the auth mutations leave their Set-Cookie values. Yoga copies the
// context's fields onto its own context object, so this is plain data plus functions that take the context.
import { clearAllDataLoaders } from '@pothos/plugin-dataloader';
import { REGISTRY_PREFIX, RegistryHttpError, type RegistryClient, type RegistryConnection, type RequestOrigin } from './rest/registry-client.ts';
import type { AccountJson, MeJson, OptionsJson } from './rest/types.ts';
import type { RegistryEventBus } from './events/bus.ts';
import { clientError } from './errors.ts';
import { logIdentity } from './observability.ts';
import type { OptionsCache } from './options-cache.ts';
import { ACCOUNT_COOKIE, accountCookie, clearedCookie, clearedSessionCookies, sessionCookies, type Session } from './session.ts';

export type OrganizationKind = 'LAW_FIRM' | 'LIENHOLDER';

/** The signed-in user and the account (organisation) they act for. */
export interface ViewerState {
  me: MeJson;
  account: AccountJson | null;
  organizationId: string | null;
  kind: OrganizationKind | null;
  token: string;
}

export type ActingViewer = ViewerState & { kind: OrganizationKind; organizationId: string };

/** The registry path segment of each side: `/escrow-agent/…` for law firms, `/lienholder/…` for lienholders. */
export const rolePath = (kind: OrganizationKind) => (kind === 'LAW_FIRM' ? 'escrow-agent' : 'lienholder');

export interface ContextDeps {
  connection: RegistryConnection;
  options: OptionsCache;
  events: RegistryEventBus;
  /** Set-Cookie values are marked Secure when the request came over HTTPS. */
  secure: boolean;
  /** Where Set-Cookie values go (HTTP requests only). */
  setCookie?: (value: string) => void;
}

export interface BffContext {
  deps: ContextDeps;
  session: Session;
  /** The registry as the current session (replaced when a mutation signs in or switches account). */
  registry: RegistryClient;
  /** The request's first client: counts every registry call of the request. */
  baseRegistry: RegistryClient;
  viewerPromise: Promise<ViewerState | null> | null;
}

export function createContext(deps: ContextDeps, session: Session, origin: RequestOrigin = {}): BffContext {
  const baseRegistry = deps.connection.client({ token: session.token, accountId: session.accountId }, origin);
  return { deps, session, registry: baseRegistry, baseRegistry, viewerPromise: null };
}

/** Registry calls made for this request so far. */
export const upstreamCalls = (ctx: BffContext) => ctx.baseRegistry.calls;

/** A client without credentials (sign-in, refresh), still counted for this request. */
export const anonymousRegistry = (ctx: BffContext) => ctx.baseRegistry.withIdentity({});

export const optionsOf = (ctx: BffContext): Promise<OptionsJson> => ctx.deps.options.get(ctx.registry);

/** The signed-in viewer, fetched once per request; null when signed out or the token is no longer valid. */
export function viewerOf(ctx: BffContext): Promise<ViewerState | null> {
  ctx.viewerPromise ??= loadViewer(ctx);
  return ctx.viewerPromise;
}

async function loadViewer(ctx: BffContext): Promise<ViewerState | null> {
  const token = ctx.session.token;
  if (!token) return null;
  let me: MeJson;
  try {
    me = await ctx.registry.get<MeJson>(`${REGISTRY_PREFIX}/accounts-auth/`);
  } catch (error) {
    if (error instanceof RegistryHttpError && error.status === 401) return null;
    // A remembered account the user no longer has: fall back to their default one.
    if (error instanceof RegistryHttpError && error.status === 403 && ctx.session.accountId) {
      if (ctx.session.via === 'cookie') ctx.deps.setCookie?.(clearedCookie(ACCOUNT_COOKIE, ctx.deps.secure));
      useSession(ctx, { ...ctx.session, accountId: null });
      return loadViewer(ctx);
    }
    throw error;
  }
  const account = me.registry_accounts.find((candidate) => candidate.id === me.active_account_id) ?? null;
  const organization = account?.registry_legal_organization ?? null;
  const impersonator = (me as { impersonated_by?: { id: string } | null }).impersonated_by;
  logIdentity({ userId: me.id, organizationId: organization?.id ?? null, ...(impersonator ? { impersonatorId: impersonator.id } : {}) });
  return { me, account, organizationId: organization?.id ?? null, kind: organization?.kind ?? null, token };
}

/** The viewer, for fields that need a signed-in user acting for an organisation. */
export async function requireViewer(ctx: BffContext): Promise<ActingViewer> {
  const viewer = await viewerOf(ctx);
  if (!viewer) throw clientError('You are not signed in.', 'UNAUTHENTICATED');
  if (!viewer.kind || !viewer.organizationId) throw clientError('Your user has no organization in the registry.', 'NO_ORGANIZATION');
  return viewer as ActingViewer;
}

/** Acts for another session from now on in this request (after login, refresh or switching account). */
export function useSession(ctx: BffContext, session: Session): void {
  ctx.session = session;
  ctx.registry = ctx.baseRegistry.withIdentity({ token: session.token, accountId: session.accountId });
  ctx.viewerPromise = null;
  // Records loaded so far belong to the previous identity.
  clearAllDataLoaders(ctx);
}

/** Starts a session: browsers keep the tokens in HttpOnly cookies. */
export function startSession(ctx: BffContext, tokens: { token: string; refreshToken: string; expiresIn: number }, accountId: string | null): void {
  for (const cookie of sessionCookies(tokens, ctx.deps.secure)) ctx.deps.setCookie?.(cookie);
  if (accountId) ctx.deps.setCookie?.(accountCookie(accountId, ctx.deps.secure));
  useSession(ctx, { token: tokens.token, refreshToken: tokens.refreshToken, accountId, via: ctx.session.via === 'header' ? 'header' : 'cookie' });
}

export function switchAccount(ctx: BffContext, accountId: string): void {
  ctx.deps.setCookie?.(accountCookie(accountId, ctx.deps.secure));
  useSession(ctx, { ...ctx.session, accountId });
}

export function endSession(ctx: BffContext): void {
  for (const cookie of clearedSessionCookies(ctx.deps.secure)) ctx.deps.setCookie?.(cookie);
  useSession(ctx, { token: null, refreshToken: null, accountId: null, via: 'none' });
}
