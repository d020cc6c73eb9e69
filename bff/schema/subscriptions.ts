// Live updates that say what changed. The registry publishes every committed change to its outbox stream with the
// organisations that can see it and what changed (registry/API.md, "Events"); the BFF loads just the changed
// objects once per event and audience (events/audiences.ts), and every subscriber of that audience resolves its
// selection from the same load. What a subscriber receives is what its own query would return.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { requireViewer, type ActingViewer, type BffContext } from '../context.ts';
import { AudienceLoads } from '../events/audiences.ts';
import { AFTER_DESCRIPTION, parseAfter, resumableEvents } from '../events/resume.ts';
import { markLive, sharedPayload } from '../events/shared-execution.ts';
import type { RegistryEvent, RegistryEventChange } from '../events/registry-event.ts';
import type { ThreadJson } from '../registry/threads.ts';
import type { ActivityJson, CaseJson, LienJson } from '../rest/types.ts';
import { tokenExpiry } from '../session.ts';
import { decodeJwt } from 'jose';
import { internalId } from './ids.ts';
import { ActivityRef, CaseRef, LienRef } from './refs.ts';
import { ThreadRef } from './threads.ts';
import type { DocumentJson } from '../registry/documents.ts';
import { DocumentRef } from './documents.ts';

const CHANGE_TYPES = {
  CASE_CREATED: 'A case was registered.',
  MERGED: 'A duplicate case was merged into this one, or this one into another.',
  STATUS: "The law firm's case status (and its date) changed or was confirmed.",
  DETAILS: "The case's details changed (plaintiff, dates, insurance, …).",
  LAW_FIRM: 'The case moved to another law firm (a change of representation).',
  POLICY_LIMITS: "The case's policy limits changed.",
  CONTACTS: "The case's contacts changed.",
  TAGS: "The viewer's organisation changed the case's tags (only that organisation is told).",
  THREADS: "A thread of the case's Inbox was opened, answered or closed.",
  CHAT: "A message of one of the case's lien chats was sent or deleted, or a side read a chat (the case carries chatUnreadCount).",
  LIEN_ADDED: 'A lien (a lienholder) was added to the case.',
  LIEN_REMOVED: 'A lien was removed from the case, or a lienholder removed the case from its portfolio.',
  LIEN_UPDATED: 'A lienholder updated its lien (balance, treatment, documents finalised, resolved or re-opened).',
  LIEN_DOCUMENTS:
    "A lienholder shared or withheld its lien's documents: the lien changed, and a DOCUMENTS_HIDDEN notice opened or closed in the case's Inbox.",
  LIEN_REJECTION: "A lien's verification was rejected, or the rejection was answered (its LIEN_REJECTION thread opened or closed).",
  DOCUMENTS:
    'A document of the case was added, changed (details, paid, viewed) or deleted: `document` carries it, or `deletedDocumentId` names it when it is gone (or no longer visible to the viewer).',
  CASE_CHANGED: 'Something about the case changed, without saying what (events older than this vocabulary).',
  RESYNC:
    "The client missed more changes than can be replayed after `after` (or that version is unknown): refetch what it shows, then carry on from this event's version. It carries no objects; caseId is null on portfolioChanged.",
} as const;
type CaseChangeType = keyof typeof CHANGE_TYPES;

const TYPE_OF_CHANGE: Record<RegistryEventChange, CaseChangeType> = {
  case_created: 'CASE_CREATED',
  merged: 'MERGED',
  status: 'STATUS',
  details: 'DETAILS',
  law_firm: 'LAW_FIRM',
  policy_limits: 'POLICY_LIMITS',
  contacts: 'CONTACTS',
  tags: 'TAGS',
  threads: 'THREADS',
  chat: 'CHAT',
  lien_added: 'LIEN_ADDED',
  lien_removed: 'LIEN_REMOVED',
  lien_updated: 'LIEN_UPDATED',
  lien_documents: 'LIEN_DOCUMENTS',
  lien_rejection: 'LIEN_REJECTION',
  documents: 'DOCUMENTS',
};

const changeTypeOf = (event: RegistryEvent): CaseChangeType =>
  event.change ? TYPE_OF_CHANGE[event.change] : event.type === 'lien.updated' ? 'LIEN_UPDATED' : 'CASE_CHANGED';

/**
 * The one event of a change that subscribers hear: a change writes one event per kind of object (its
 * `case.updated`, `lien.updated` and `activity.created` name the same objects), and one message per change is enough.
 */
function announcesChange(event: RegistryEvent): boolean {
  if (!event.case_id || event.type === 'activity.created' || event.type === 'session.revoked') return false;
  // A lien joining or leaving a case also writes case.updated, which carries the lien.
  if (event.type === 'lien.updated') return event.change !== 'lien_added' && event.change !== 'lien_removed';
  return true;
}

interface CaseChangedShape {
  type: CaseChangeType;
  /** Null only on a portfolioChanged resync. */
  caseId: string | null;
  version: number;
  case: CaseJson | null;
  lien: LienJson | null;
  activity: ActivityJson | null;
  thread: ThreadJson | null;
  /** DOCUMENTS: the document as the audience sees it; null when deleted or not visible (then deletedDocumentId). */
  document?: DocumentJson | null;
  deletedDocumentId?: string | null;
  /** The viewer's audience no longer sees the case. */
  lostAccess: boolean;
}

/**
 * Loads what `event` changed, as the gateway's viewer sees it: just the changed objects. Every subscriber of the
 * audience receives this one object (so the execution of their operation can be shared too).
 */
async function loadChange(context: BffContext, event: RegistryEvent): Promise<CaseChangedShape> {
  const { gateway } = context;
  const type = changeTypeOf(event);
  const caseId = event.case_id!;
  // The case comes with every change, a lien's own update too: the case shows what it derives from the viewer's lien
  // (resolved or not in the lienholder's portfolio row, the balances' total).
  if (type === 'DOCUMENTS' && event.document_id) gateway.documents.forget(event.document_id);
  const [kase, lien, activity, thread, document] = await Promise.all([
    gateway.cases.load(caseId),
    event.lien_id ? gateway.liens.load(event.lien_id) : null,
    event.activity_id ? gateway.history.load(event.activity_id) : null,
    type === 'THREADS' && event.thread_id
      ? gateway.threads.load(event.thread_id)
      : type === 'CHAT' && event.thread_id
        ? gateway.chat.load(event.thread_id)
        : null,
    type === 'DOCUMENTS' && event.document_id ? gateway.documents.load(event.document_id) : null,
  ]);
  const documents =
    type === 'DOCUMENTS' && event.document_id
      ? { document, deletedDocumentId: document ? null : event.document_id }
      : { document: null, deletedDocumentId: null };
  const visible = kase !== null;
  const about = { type, caseId, version: event.version ?? event.id };
  const live = { version: about.version };
  if (!visible)
    return markLive(sharedPayload({ ...about, case: null, lien: null, activity: null, thread: null, lostAccess: true }, context), live);
  return markLive(sharedPayload({ ...about, case: kase, lien, activity, thread, ...documents, lostAccess: false }, context), live);
}

/** A resync: the subscriber missed more than can be replayed and refetches (its own payload, not shared). */
function resyncChange(caseId: string | null, version: number): CaseChangedShape {
  const change = { type: 'RESYNC' as const, caseId, version, case: null, lien: null, activity: null, thread: null, lostAccess: false };
  return markLive(change, { version, resync: true });
}

const loadsByBus = new WeakMap<object, AudienceLoads<CaseChangedShape>>();

/** The shared loads of one BFF (one per event bus, so BFF replicas in one process stay apart as they would be apart). */
function loadsOf(ctx: BffContext): AudienceLoads<CaseChangedShape> {
  let loads = loadsByBus.get(ctx.deps.events);
  if (!loads) {
    loads = new AudienceLoads<CaseChangedShape>({
      load: loadChange,
      // Health data is about to reach users whose own request did not read it: the registry admits them (one call per
      // event and audience) and logs each as having viewed what the audience's load read.
      admit: (event, leader, organizationId, recipients) => leader.deps.events.refusedRecipients(event.id, organizationId, recipients),
    });
    loadsByBus.set(ctx.deps.events, loads);
  }
  return loads;
}

/** Registry loads for live events since start, on one BFF's bus (tests, the bench). */
export const liveLoadsStarted = (bus: object) => loadsByBus.get(bus)?.started ?? 0;

const CaseChangeTypeEnum = builder.enumType('CaseChangeType', {
  description: 'What a live change to a case was about; it decides which objects the event carries.',
  values: Object.fromEntries(Object.entries(CHANGE_TYPES).map(([name, description]) => [name, { description }])) as Record<
    CaseChangeType,
    { description: string }
  >,
});

const CaseChangedEvent = builder.objectRef<CaseChangedShape>('CaseChangedEvent').implement({
  description:
    'One change to a case, with just the objects it changed, as the viewer now sees them. Apply the objects to a client store by id; a field that is null was not changed.',
  fields: (t) => ({
    caseId: t.id({
      nullable: true,
      description: 'The global id of the case that changed; null only on a RESYNC of portfolioChanged (no one case).',
      resolve: (event) => (event.caseId === null ? null : encodeGlobalID('Case', event.caseId)),
    }),
    type: t.field({ type: CaseChangeTypeEnum, description: 'What changed.', resolve: (event) => event.type }),
    version: t.string({
      description:
        "The registry event's id, in decimal digits: a later change has a greater version (compare them as numbers). A client that saw a greater version of an object may ignore an older one.",
      resolve: (event) => String(event.version),
    }),
    case: t.field({
      type: CaseRef,
      nullable: true,
      description:
        "The case as the viewer now sees it (with what it derives from its liens, such as the viewer's lien being resolved); null only when the viewer lost the case (then lostAccess is true).",
      resolve: (event) => event.case,
    }),
    lien: t.field({
      type: LienRef,
      nullable: true,
      description:
        'The lien the change was about (LIEN_ADDED, LIEN_REMOVED, LIEN_UPDATED, LIEN_DOCUMENTS, LIEN_REJECTION), when the viewer may see it.',
      resolve: (event) => event.lien,
    }),
    activity: t.field({
      type: ActivityRef,
      nullable: true,
      description: 'The history entry that the change wrote, when there is one the viewer may see.',
      resolve: (event) => event.activity,
    }),
    thread: t.field({
      type: ThreadRef,
      nullable: true,
      description: 'THREADS: the thread that changed, when the change was about one thread the viewer sees; CHAT: the lien chat.',
      resolve: (event) => event.thread,
    }),
    document: t.field({
      type: DocumentRef,
      nullable: true,
      description: 'DOCUMENTS: the document added or changed, as the viewer sees it; null otherwise.',
      resolve: (event) => event.document ?? null,
    }),
    deletedDocumentId: t.id({
      nullable: true,
      description: 'DOCUMENTS: the global id of a document deleted (or no longer visible to the viewer); remove its edge. Null otherwise.',
      resolve: (event) => (event.deletedDocumentId ? encodeGlobalID('Document', event.deletedDocumentId) : null),
    }),
    lostAccess: t.boolean({
      description:
        'True when the change took the case away from the viewer (its lien removed, the case moved to another firm); the objects are then null. Only caseChanged sends it.',
      resolve: (event) => event.lostAccess,
    }),
  }),
});

/** The server-side session (`sid`) of a token, which the registry checks before a shared event reaches it. */
function sessionIdOf(token: string | null): string {
  try {
    const { sid } = token ? decodeJwt(token) : {};
    return typeof sid === 'string' ? sid : '';
  } catch {
    return '';
  }
}

/**
 * The changes one subscriber hears, as a plain iterator over its bus subscription: the client's unsubscribe ends
 * the bus subscription at once (a suspended async generator would wait for the next event), and an event costs
 * no generator or Repeater hop per subscriber.
 */
function caseChanges(
  ctx: BffContext,
  options: { caseId: string | null; tellLostAccess: boolean; after: number | null },
): AsyncIterableIterator<CaseChangedShape> {
  const { caseId, tellLostAccess } = options;
  // Subscribed at once, so nothing committed after the subscription started is missed; after `after`, what was
  // missed comes first (events/resume.ts).
  const events = resumableEvents(ctx, options.after, {
    caseId,
    wants: (event) => announcesChange(event) && (caseId === null || event.case_id === caseId),
  });
  const finished = async (): Promise<IteratorResult<CaseChangedShape, undefined>> => {
    await events.return?.();
    return { value: undefined, done: true };
  };
  let viewerLoaded: Promise<ActingViewer> | null = null;
  const sessionId = sessionIdOf(ctx.session.token);
  // A subscription keeps the token it started with: once that expires it would no longer be answered.
  const expiresAt = tokenExpiry(ctx.session.token)?.getTime() ?? Number.POSITIVE_INFINITY;
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      const viewer = await (viewerLoaded ??= requireViewer(ctx));
      const subscriber = { ctx, viewer, sessionId };
      for (;;) {
        const next = await events.next();
        if (next.done) return finished();
        if ('resync' in next.value) return { value: resyncChange(caseId, next.value.resync), done: false };
        const { event } = next.value;
        if (!announcesChange(event) || !event.organization_ids.includes(viewer.organizationId)) continue;
        if (caseId !== null && event.case_id !== caseId) continue;
        // The subscriber's session ended (logout, ended elsewhere, expired): the subscription completes; its socket
        // is being closed too (session-sockets.ts).
        if (expiresAt <= Date.now()) return finished();
        const outcome = await loadsOf(ctx).forSubscriber(subscriber, event);
        if (outcome === 'ended') return finished();
        if (outcome === 'skip') continue;
        // The registry decides: a case the subscriber can no longer see is not sent; the subscriber of that one case
        // only learns that it lost it (it was told of the change because it saw the case before).
        if (!outcome.change.lostAccess || tellLostAccess) return { value: outcome.change, done: false };
      }
    },
    return: finished,
    async throw(error: unknown) {
      await finished();
      throw error;
    },
  };
}

builder.subscriptionField('caseChanged', (t) =>
  t.field({
    type: CaseChangedEvent,
    description: 'Changes to one case the viewer can see: what changed, with just the changed objects.',
    authScopes: { signedIn: true },
    args: {
      id: t.arg.id({ required: true, description: 'Global id or registry id of the case.' }),
      after: t.arg.string({ required: false, description: AFTER_DESCRIPTION }),
    },
    subscribe: (_root, { id, after }, ctx) => {
      const caseId = internalId('Case', String(id));
      return caseChanges(ctx, { caseId, tellLostAccess: true, after: parseAfter(after) });
    },
    resolve: (event) => event,
  }),
);

builder.subscriptionField('portfolioChanged', (t) =>
  t.field({
    type: CaseChangedEvent,
    description: "Changes to any case in the viewer's portfolio: what changed, with just the changed objects.",
    authScopes: { signedIn: true },
    args: { after: t.arg.string({ required: false, description: AFTER_DESCRIPTION }) },
    subscribe: (_root, { after }, ctx) => caseChanges(ctx, { caseId: null, tellLostAccess: false, after: parseAfter(after) }),
    resolve: (event) => event,
  }),
);
