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
import { chatGateway } from './chat.ts';
import { contactsGateway } from './contacts.ts';
import { documentsGateway } from './documents.ts';
import { documentRequestsGateway } from './document-requests.ts';
import { eventsGateway } from './events.ts';
import { externalKeysGateway } from './external-keys.ts';
import { historyGateway } from './history.ts';
import { jobsGateway } from './jobs.ts';
import { liensGateway } from './liens.ts';
import { mailboxGateway } from './mailbox.ts';
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

  // Each part is built on first use: a request touches a few of them, and building all of them (and their
  // DataLoaders) for every request cost more than the portfolio page's own resolvers.
  const once = <T>(make: () => T) => {
    let made: T | undefined;
    return () => (made ??= make());
  };
  const cases = once(() => casesGateway(scope));
  const liens = once(() => liensGateway(scope));
  const organizations = once(() => organizationsGateway(scope));
  const threads = once(() => threadsGateway(scope));
  const chat = once(() => chatGateway(scope));
  const tags = once(() => tagsGateway(scope));
  const externalKeys = once(() => externalKeysGateway(scope));
  const policyLimits = once(() => policyLimitsGateway(scope));
  const history = once(() => historyGateway(scope));
  const portfolio = once(() => portfolioGateway(scope, cases()));
  const merge = once(() => mergeGateway(scope, cases()));
  const caseWorkspace = once(() =>
    caseWorkspaceGateway(scope, {
      cases: cases(),
      liens: liens(),
      organizations: organizations(),
      policyLimits: policyLimits(),
      tags: tags(),
      externalKeys: externalKeys(),
      threads: threads(),
      chat: chat(),
      history: history(),
    }),
  );
  const contacts = once(() => contactsGateway(scope));
  const payments = once(() => paymentsGateway(scope));
  const plans = once(() => plansGateway(scope));
  const registration = once(() => registrationGateway(scope));
  const passwordReset = once(() => passwordResetGateway(scope));
  const users = once(() => usersGateway(scope));
  const providerInvitations = once(() => providerInvitationsGateway(scope));
  const documents = once(() => documentsGateway(scope));
  const documentRequests = once(() => documentRequestsGateway(scope));
  const accessLog = once(() => accessLogGateway(scope));
  const jobs = once(() => jobsGateway(scope));
  const mailbox = once(() => mailboxGateway(scope));
  const sessions = once(() => sessionsGateway(scope));
  const share = once(() => shareGateway(scope));
  const rewards = once(() => rewardsGateway(scope));
  const events = once(() => eventsGateway(scope));
  const notifications = once(() => notificationsGateway(scope));
  const optionLists = once(() => optionsGateway(scope, options));
  return {
    /** The identity the gateway acts as now. */
    get identity(): RegistryIdentity {
      return client.identity;
    },
    /** The signed-in viewer, read once per gateway; null when signed out or the token is no longer valid. */
    viewer: scope.viewer,
    /** The viewer acting for an organisation; throws UNAUTHENTICATED or NO_ORGANIZATION otherwise. */
    acting: scope.acting,
    useIdentity,
    /** True while the viewer is one remembered from an earlier request that the registry has not confirmed yet. */
    get viewerIsProvisional() {
      return confirming !== null || confirmByAnswers;
    },
    confirmViewer,
    /** Waits for the registry's viewer before anything uses the provisional one (writes, subscriptions, introspection). */
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
    /** Forgets everything loaded (a long-lived subscription before it reloads what an event changed). */
    clearAll,
    auth,
    get cases() {
      return cases();
    },
    get portfolio() {
      return portfolio();
    },
    get merge() {
      return merge();
    },
    get caseWorkspace() {
      return caseWorkspace();
    },
    get liens() {
      return liens();
    },
    get organizations() {
      return organizations();
    },
    get contacts() {
      return contacts();
    },
    get threads() {
      return threads();
    },
    get chat() {
      return chat();
    },
    get tags() {
      return tags();
    },
    get externalKeys() {
      return externalKeys();
    },
    get policyLimits() {
      return policyLimits();
    },
    get payments() {
      return payments();
    },
    get plans() {
      return plans();
    },
    get registration() {
      return registration();
    },
    get passwordReset() {
      return passwordReset();
    },
    get users() {
      return users();
    },
    get providerInvitations() {
      return providerInvitations();
    },
    get documents() {
      return documents();
    },
    get documentRequests() {
      return documentRequests();
    },
    get history() {
      return history();
    },
    get accessLog() {
      return accessLog();
    },
    get jobs() {
      return jobs();
    },
    get mailbox() {
      return mailbox();
    },
    get sessions() {
      return sessions();
    },
    get share() {
      return share();
    },
    get rewards() {
      return rewards();
    },
    get events() {
      return events();
    },
    get notifications() {
      return notifications();
    },
    get options() {
      return optionLists();
    },
  };
}

export type Gateway = ReturnType<typeof createGateway>;
