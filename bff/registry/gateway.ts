// The BFF's registry gateway: one named, typed function or DataLoader per registry endpoint, built per request
// (or per subscription, or shared by the subscribers of one event and audience). Schema modules call
// `ctx.gateway.<resource>.<function>` and never see a path. The gateway keeps the identity it acts as, the
// viewer of that identity and every cache; a change of identity (sign-in, account switch) clears them.
import DataLoader from 'dataloader';
import { clientError } from '../errors.ts';
import { logIdentity } from '../observability.ts';
import type { OptionsCache } from '../options-cache.ts';
import { RegistryHttpError, type RegistryClient, type RegistryIdentity } from '../rest/registry-client.ts';
import { accessLogGateway } from './access-log.ts';
import { authGateway } from './auth.ts';
import { casesGateway } from './cases.ts';
import { caseWorkspaceGateway } from './case-workspace.ts';
import { caseUploadsGateway } from './case-uploads.ts';
import { chatGateway } from './chat.ts';
import { contactsGateway } from './contacts.ts';
import { dedupeGateway } from './dedupe.ts';
import { documentsGateway } from './documents.ts';
import { documentRequestsGateway } from './document-requests.ts';
import { eventsGateway } from './events.ts';
import { externalKeysGateway } from './external-keys.ts';
import { historyGateway } from './history.ts';
import { jobsGateway } from './jobs.ts';
import { liensGateway } from './liens.ts';
import { mailboxGateway } from './mailbox.ts';
import { manualDedupeGateway } from './manual-dedupe.ts';
import { mergeGateway } from './merge.ts';
import { notificationsGateway } from './notifications.ts';
import { optionsGateway } from './options.ts';
import { organizationsGateway } from './organizations.ts';
import { policyLimitsGateway } from './policy-limits.ts';
import { paymentsGateway } from './payments.ts';
import { plansGateway } from './plans.ts';
import { registrationGateway } from './registration.ts';
import { passwordResetGateway } from './password-reset.ts';
import { usersGateway } from './users.ts';
import { providerInvitationsGateway } from './provider-invitations.ts';
import { portfolioGateway } from './portfolio.ts';
import { rewardsGateway } from './rewards.ts';
import type { ActingViewer, GatewayScope, ViewerState } from './scope.ts';
import { sessionsGateway } from './sessions.ts';
import { shareGateway } from './share.ts';
import { tagsGateway } from './tags.ts';
import { threadsGateway } from './threads.ts';
import { verificationGateway } from './verification.ts';

export type { ActingViewer, OrganizationKind, ViewerState } from './scope.ts';

export interface GatewayOptions {
  /** The client of the first identity; later identities derive from it (so its call count covers them all). */
  client: RegistryClient;
  options: OptionsCache;
  /**
   * The remembered account (Registry-Account) is no longer the user's: the gateway falls back to their
   * default account and calls this (the context clears the account cookie).
   */
  onAccountGone?: () => void;
  /** The viewer of `client`'s identity when already known (a gateway shared by one audience of a live event). */
  viewer?: ViewerState;
  /**
   * The viewer this identity had on an earlier request: used at once while the registry is asked again in parallel,
   * so a query's first registry read need not wait for the viewer's. `confirmViewer()` says whether the registry
   * still answers the same; whoever executed with it must then run again (bff/yoga.ts does).
   */
  provisionalViewer?: ViewerState;
  /** Every viewer the registry answers for the first identity (null: signed out), e.g. to remember it for the next request. */
  onViewer?: (viewer: ViewerState | null) => void;
}

/** How long a remembered viewer may be confirmed by the identity the registry's answers name alone (see createGateway). */
export const VIEWER_RECHECK_MS = 60_000;

/** Whether two viewers are the same user acting for the same account with the same rights. */
const sameViewer = (a: ViewerState | null, b: ViewerState | null) =>
  !!a &&
  !!b &&
  a.token === b.token &&
  a.organizationId === b.organizationId &&
  a.kind === b.kind &&
  JSON.stringify(a.me) === JSON.stringify(b.me);

export function createGateway({
  client: baseClient,
  options,
  onAccountGone,
  viewer: knownViewer,
  provisionalViewer,
  onViewer,
}: GatewayOptions) {
  let client = baseClient;
  let viewerPromise: Promise<ViewerState | null> | null = knownViewer ? Promise.resolve(knownViewer) : null;
  // The registry's answer for a provisional viewer, until confirmViewer() or useProvisionalViewer(false) takes it.
  let confirming: Promise<ViewerState | null> | null = null;
  const loaders = new Set<DataLoader<unknown, unknown>>();

  const scope: GatewayScope = {
    get client() {
      return client;
    },
    viewer: () => (viewerPromise ??= loadViewer()),
    async acting() {
      const viewer = await scope.viewer();
      if (!viewer) throw clientError('You are not signed in.', 'UNAUTHENTICATED');
      if (!viewer.kind || !viewer.organizationId) throw clientError('Your user has no organization in the registry.', 'NO_ORGANIZATION');
      return viewer as ActingViewer;
    },
    loader<K, V>(batch: (keys: readonly K[]) => Promise<ArrayLike<V | Error>>) {
      const loader = new DataLoader<K, V>(batch);
      loaders.add(loader as DataLoader<unknown, unknown>);
      return loader;
    },
  };

  const clearAll = () => {
    for (const loader of loaders) loader.clearAll();
  };

  /** Acts as another identity from now on; what was loaded so far belonged to the previous one. */
  const useIdentity = (identity: RegistryIdentity) => {
    client = baseClient.withIdentity(identity);
    viewerPromise = null;
    confirming = null;
    confirmByAnswers = false;
    clearAll();
  };

  const auth = authGateway(scope);
  // The remembered viewer stands when every registry answer of this request named the identity it was read with
  // (registry/http/permissions.ts): no second round trip. Otherwise (no answer, another identity, a refusal) the
  // registry is asked for the viewer after all. Past VIEWER_RECHECK_MS it is asked in parallel regardless, so what
  // the identity does not cover (the names of the user's other organisations) is never older than that.
  let confirmByAnswers = false;
  if (provisionalViewer && !knownViewer) {
    viewerPromise = Promise.resolve(provisionalViewer);
    if (provisionalViewer.identity && Date.now() - (provisionalViewer.readAt ?? 0) < VIEWER_RECHECK_MS) confirmByAnswers = true;
    else {
      confirming = loadViewer();
      // Settled by confirmViewer(); until then a rejection is no unhandled one.
      confirming.catch(() => undefined);
    }
  }

  const answersNamed = (identity: string) =>
    baseClient.answersWithoutIdentity === 0 && baseClient.identitiesSeen.size === 1 && baseClient.identitiesSeen.has(identity);

  /** Whether the provisional viewer was the registry's; if not, the viewer is now the registry's answer and every cache is cleared. */
  async function confirmViewer(): Promise<boolean> {
    if (confirmByAnswers) {
      confirmByAnswers = false;
      if (client === baseClient && provisionalViewer?.identity && answersNamed(provisionalViewer.identity)) {
        logViewer(provisionalViewer);
        return true;
      }
      confirming = loadViewer();
    }
    if (!confirming) return true;
    const pending = confirming;
    confirming = null;
    const confirmed = await pending.catch(() => null);
    // Still the first identity (no fallback from a remembered account) and the same viewer.
    if (client === baseClient && sameViewer(confirmed, provisionalViewer ?? null)) return true;
    viewerPromise = pending;
    clearAll();
    return false;
  }

  function logViewer({ me, organizationId }: ViewerState) {
    const impersonator = (me as { impersonated_by?: { id: string } | null }).impersonated_by;
    logIdentity({ userId: me.id, organizationId, ...(impersonator ? { impersonatorId: impersonator.id } : {}) });
  }

  async function loadViewer(): Promise<ViewerState | null> {
    const token = client.identity.token;
    if (!token) return null;
    let me, identity;
    try {
      ({ json: me, identity } = await auth.meWithIdentity());
    } catch (error) {
      if (client === baseClient && error instanceof RegistryHttpError && (error.status === 401 || error.status === 403)) onViewer?.(null);
      if (error instanceof RegistryHttpError && error.status === 401) return null;
      // A remembered account the user no longer has: fall back to their default one.
      if (error instanceof RegistryHttpError && error.status === 403 && client.identity.accountId) {
        onAccountGone?.();
        useIdentity({ token, accountId: null });
        return loadViewer();
      }
      throw error;
    }
    const account = me.registry_accounts.find((candidate) => candidate.id === me.active_account_id) ?? null;
    const organization = account?.registry_legal_organization ?? null;
    const viewer = {
      me,
      account,
      organizationId: organization?.id ?? null,
      kind: organization?.kind ?? null,
      token,
      identity,
      readAt: Date.now(),
    };
    logViewer(viewer);
    if (client === baseClient) onViewer?.(viewer);
    return viewer;
  }

  return new RegistryGateway(scope, options, {
    identity: () => client.identity,
    viewer: scope.viewer,
    acting: scope.acting,
    useIdentity,
    viewerIsProvisional: () => confirming !== null || confirmByAnswers,
    confirmViewer,
    dropProvisionalViewer() {
      if (confirmByAnswers) {
        confirmByAnswers = false;
        viewerPromise = null;
        return;
      }
      if (!confirming) return;
      viewerPromise = confirming;
      confirming = null;
    },
    clearAll,
    auth,
  });
}

/** What createGateway keeps in its closure: the identity, the viewer and the caches (see there). */
interface GatewayCore {
  identity(): RegistryIdentity;
  viewer: GatewayScope['viewer'];
  acting: GatewayScope['acting'];
  useIdentity(identity: RegistryIdentity): void;
  viewerIsProvisional(): boolean;
  confirmViewer(): Promise<boolean>;
  dropProvisionalViewer(): void;
  clearAll(): void;
  auth: ReturnType<typeof authGateway>;
}

/**
 * The gateway a request sees. Each resource's part is built on first use: a request touches a few of them, and
 * building all of them (and their DataLoaders) for every request cost more than the portfolio page's own resolvers.
 * Lazy getters on a class cost one object per request, where a closure per part cost a hundred functions.
 */
class RegistryGateway {
  readonly #scope: GatewayScope;
  readonly #optionsCache: OptionsCache;
  readonly #core: GatewayCore;
  constructor(scope: GatewayScope, options: OptionsCache, core: GatewayCore) {
    this.#scope = scope;
    this.#optionsCache = options;
    this.#core = core;
  }

  /** The identity the gateway acts as now. */
  get identity(): RegistryIdentity {
    return this.#core.identity();
  }
  /** The signed-in viewer, read once per gateway; null when signed out or the token is no longer valid. */
  get viewer() {
    return this.#core.viewer;
  }
  /** The viewer acting for an organisation; throws UNAUTHENTICATED or NO_ORGANIZATION otherwise. */
  get acting() {
    return this.#core.acting;
  }
  get useIdentity() {
    return this.#core.useIdentity;
  }
  /** True while the viewer is one remembered from an earlier request that the registry has not confirmed yet. */
  get viewerIsProvisional(): boolean {
    return this.#core.viewerIsProvisional();
  }
  get confirmViewer() {
    return this.#core.confirmViewer;
  }
  /** Waits for the registry's viewer before anything uses the provisional one (writes, subscriptions, introspection). */
  get dropProvisionalViewer() {
    return this.#core.dropProvisionalViewer;
  }
  /** Forgets everything loaded (a long-lived subscription before it reloads what an event changed). */
  get clearAll() {
    return this.#core.clearAll;
  }
  get auth() {
    return this.#core.auth;
  }

  #cases?: ReturnType<typeof casesGateway>;
  get cases() {
    return (this.#cases ??= casesGateway(this.#scope));
  }

  #portfolio?: ReturnType<typeof portfolioGateway>;
  get portfolio() {
    return (this.#portfolio ??= portfolioGateway(this.#scope, this.cases));
  }

  #merge?: ReturnType<typeof mergeGateway>;
  get merge() {
    return (this.#merge ??= mergeGateway(this.#scope, this.cases));
  }

  #manualDedupe?: ReturnType<typeof manualDedupeGateway>;
  get manualDedupe() {
    return (this.#manualDedupe ??= manualDedupeGateway(this.#scope, this.cases));
  }

  #caseWorkspace?: ReturnType<typeof caseWorkspaceGateway>;
  get caseWorkspace() {
    return (this.#caseWorkspace ??= caseWorkspaceGateway(this.#scope, {
      cases: this.cases,
      liens: this.liens,
      organizations: this.organizations,
      policyLimits: this.policyLimits,
      tags: this.tags,
      externalKeys: this.externalKeys,
      threads: this.threads,
      chat: this.chat,
      history: this.history,
    }));
  }

  #liens?: ReturnType<typeof liensGateway>;
  get liens() {
    return (this.#liens ??= liensGateway(this.#scope));
  }

  #organizations?: ReturnType<typeof organizationsGateway>;
  get organizations() {
    return (this.#organizations ??= organizationsGateway(this.#scope));
  }

  #contacts?: ReturnType<typeof contactsGateway>;
  get contacts() {
    return (this.#contacts ??= contactsGateway(this.#scope));
  }

  #threads?: ReturnType<typeof threadsGateway>;
  get threads() {
    return (this.#threads ??= threadsGateway(this.#scope));
  }

  #chat?: ReturnType<typeof chatGateway>;
  get chat() {
    return (this.#chat ??= chatGateway(this.#scope));
  }

  #tags?: ReturnType<typeof tagsGateway>;
  get tags() {
    return (this.#tags ??= tagsGateway(this.#scope));
  }

  #externalKeys?: ReturnType<typeof externalKeysGateway>;
  get externalKeys() {
    return (this.#externalKeys ??= externalKeysGateway(this.#scope));
  }

  #policyLimits?: ReturnType<typeof policyLimitsGateway>;
  get policyLimits() {
    return (this.#policyLimits ??= policyLimitsGateway(this.#scope));
  }

  #payments?: ReturnType<typeof paymentsGateway>;
  get payments() {
    return (this.#payments ??= paymentsGateway(this.#scope));
  }

  #plans?: ReturnType<typeof plansGateway>;
  get plans() {
    return (this.#plans ??= plansGateway(this.#scope));
  }

  #registration?: ReturnType<typeof registrationGateway>;
  get registration() {
    return (this.#registration ??= registrationGateway(this.#scope));
  }

  #caseUploads?: ReturnType<typeof caseUploadsGateway>;
  get caseUploads() {
    return (this.#caseUploads ??= caseUploadsGateway(this.#scope));
  }

  #passwordReset?: ReturnType<typeof passwordResetGateway>;
  get passwordReset() {
    return (this.#passwordReset ??= passwordResetGateway(this.#scope));
  }

  #users?: ReturnType<typeof usersGateway>;
  get users() {
    return (this.#users ??= usersGateway(this.#scope));
  }

  #providerInvitations?: ReturnType<typeof providerInvitationsGateway>;
  get providerInvitations() {
    return (this.#providerInvitations ??= providerInvitationsGateway(this.#scope));
  }

  #documents?: ReturnType<typeof documentsGateway>;
  get documents() {
    return (this.#documents ??= documentsGateway(this.#scope));
  }

  #documentRequests?: ReturnType<typeof documentRequestsGateway>;
  get documentRequests() {
    return (this.#documentRequests ??= documentRequestsGateway(this.#scope));
  }

  #history?: ReturnType<typeof historyGateway>;
  get history() {
    return (this.#history ??= historyGateway(this.#scope));
  }

  #accessLog?: ReturnType<typeof accessLogGateway>;
  get accessLog() {
    return (this.#accessLog ??= accessLogGateway(this.#scope));
  }

  #jobs?: ReturnType<typeof jobsGateway>;
  get jobs() {
    return (this.#jobs ??= jobsGateway(this.#scope));
  }

  #dedupe?: ReturnType<typeof dedupeGateway>;
  get dedupe() {
    return (this.#dedupe ??= dedupeGateway(this.#scope));
  }

  #verification?: ReturnType<typeof verificationGateway>;
  get verification() {
    return (this.#verification ??= verificationGateway(this.#scope));
  }

  #mailbox?: ReturnType<typeof mailboxGateway>;
  get mailbox() {
    return (this.#mailbox ??= mailboxGateway(this.#scope));
  }

  #sessions?: ReturnType<typeof sessionsGateway>;
  get sessions() {
    return (this.#sessions ??= sessionsGateway(this.#scope));
  }

  #share?: ReturnType<typeof shareGateway>;
  get share() {
    return (this.#share ??= shareGateway(this.#scope));
  }

  #rewards?: ReturnType<typeof rewardsGateway>;
  get rewards() {
    return (this.#rewards ??= rewardsGateway(this.#scope));
  }

  #events?: ReturnType<typeof eventsGateway>;
  get events() {
    return (this.#events ??= eventsGateway(this.#scope));
  }

  #notifications?: ReturnType<typeof notificationsGateway>;
  get notifications() {
    return (this.#notifications ??= notificationsGateway(this.#scope));
  }

  #optionLists?: ReturnType<typeof optionsGateway>;
  get options() {
    return (this.#optionLists ??= optionsGateway(this.#scope, this.#optionsCache));
  }
}

export type Gateway = RegistryGateway;
