// The access log of health data (registry GET access-log/): Case.accessLog for an organisation's admins,
// Viewer.accessLog for staff (every organisation). Who may read what is the registry's decision.
import { cursorToOffset, offsetToCursor } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { BffContext } from '../context.ts';
import type { AccessLogEntryJson, AccessLogUserJson } from '../registry/access-log.ts';
import { CaseRef } from './refs.ts';
import { Viewer } from './viewer.ts';

const AccessAction = builder.enumType('AccessAction', {
  description: 'What an access did: reads list or view, writes create, update or delete.',
  values: {
    LIST: { description: 'A list of records was read.', value: 'list' },
    VIEW: { description: 'One record was read.', value: 'view' },
    CREATE: { description: 'A record was created.', value: 'create' },
    UPDATE: { description: 'A record was changed.', value: 'update' },
    DELETE: { description: 'A record was deleted.', value: 'delete' },
  } as const,
});

const AccessLogUser = builder.objectRef<AccessLogUserJson>('AccessLogUser').implement({
  description: 'Someone who appears in an access log (the choices of its user filter).',
  fields: (t) => ({
    internalID: t.exposeString('id', { description: "The user's registry id: pass it as `userId` to filter the log." }),
    name: t.exposeString('name', { description: "The user's name." }),
    organizationName: t.exposeString('organization_name', {
      description: 'The organisation the user acted for; null for staff.',
      nullable: true,
    }),
  }),
});

const AccessLogEntry = builder.objectRef<AccessLogEntryJson>('AccessLogEntry').implement({
  description:
    "One access to health data. Another organisation's entries show who and what, not the address, request id or ids beyond the case.",
  fields: (t) => ({
    internalID: t.string({ description: "The registry's id of the entry.", resolve: (entry) => String(entry.id) }),
    occurredAt: t.field({ description: 'When the access happened.', type: 'DateTime', resolve: (entry) => entry.occurred_at }),
    action: t.field({ description: 'What the access did.', type: AccessAction, resolve: (entry) => entry.action }),
    refused: t.exposeBoolean('refused', { description: 'An attempt the registry refused (nothing was read or written).' }),
    objectType: t.exposeString('object_type', {
      description:
        'case, lien, history, thread, message, contact, organization, policy_limit, case_tag, external_key, share_link, access_log or notification.',
    }),
    userID: t.string({ description: 'The registry id of the user who accessed the data.', resolve: (entry) => entry.user.id }),
    userName: t.string({ description: 'The name of the user who accessed the data.', resolve: (entry) => entry.user.name }),
    organizationName: t.string({
      description: 'The organisation the user acted for; null when none.',
      nullable: true,
      resolve: (entry) => entry.organization?.name ?? null,
    }),
    isInternalUser: t.exposeBoolean('is_internal_user', { description: 'Registry staff (acting as the user, or themselves).' }),
    impersonatedByName: t.string({
      nullable: true,
      description: 'Staff only: the staff member behind an impersonated request.',
      resolve: (entry) => entry.impersonated_by?.name ?? null,
    }),
    objectIDs: t.exposeStringList('object_ids', {
      description: "The registry ids of the records read or written; another organisation's entries list only case ids.",
    }),
    caseIDs: t.exposeStringList('case_ids', { description: 'The registry ids of the cases the access touched.' }),
    requestID: t.exposeString('request_id', {
      description:
        "The request's id (X-Request-Id), to find it in the logs; only in the viewer's own organisation's entries and staff's log.",
      nullable: true,
    }),
    address: t.exposeString('address', {
      description: "The client's IP address; only in the viewer's own organisation's entries and staff's log.",
      nullable: true,
    }),
  }),
});

const AccessLogEdge = builder.edgeObject({ type: AccessLogEntry, name: 'AccessLogEdge' });

const AccessLogConnection = builder.connectionObject(
  {
    type: AccessLogEntry,
    name: 'AccessLogConnection',
    fields: (t) => ({
      totalCount: t.int({
        description: 'How many items the whole list has (with the same filters), not only this page.',
        resolve: (connection) => connection.totalCount,
      }),
      users: t.field({
        type: [AccessLogUser],
        description: "Everyone in the case's log (ignoring the user filter), for choosing one; empty for staff's log of every case.",
        // The builder's connection shape knows only totalCount; accessLogConnection adds the users.
        resolve: (connection) => (connection as unknown as { users: AccessLogUserJson[] }).users,
      }),
    }),
  },
  AccessLogEdge,
);

const MAX_PAGE = 100;

interface AccessLogArgs {
  first?: number | null;
  after?: string | null;
  userId?: string | null;
  action?: AccessLogEntryJson['action'] | null;
}

async function accessLogConnection(ctx: BffContext, caseId: string | null, args: AccessLogArgs) {
  const first = Math.min(Math.max(args.first ?? 20, 1), MAX_PAGE);
  const offset = args.after ? cursorToOffset(args.after) + 1 : 0;
  const page = await ctx.gateway.accessLog.page({ caseId, userId: args.userId, action: args.action, pageSize: first, offset });
  const edges = page.results.map((node, index) => ({ cursor: offsetToCursor(offset + index), node }));
  return {
    totalCount: page.count,
    users: page.users,
    edges,
    pageInfo: {
      hasNextPage: offset + edges.length < page.count,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

builder.objectField(CaseRef, 'accessLog', (t) =>
  t.field({
    type: AccessLogConnection,
    description: "Who read or changed this case's health data, newest first. Its organisation's admins and staff only.",
    args: {
      first: t.arg.int({ description: 'How many entries to return: 1 to 100 (20 when omitted).' }),
      after: t.arg.string({ description: 'Return the entries after this cursor (an `endCursor` of the same list).' }),
      userId: t.arg.string({ description: "Only this user's accesses (an `AccessLogUser.internalID`)." }),
      action: t.arg({ description: 'Only accesses of this kind.', type: AccessAction }),
    },
    resolve: (kase, args, ctx) => accessLogConnection(ctx, kase.id, args),
  }),
);

builder.objectField(Viewer, 'accessLog', (t) =>
  t.field({
    type: AccessLogConnection,
    description: "Staff only: every organisation's access log, newest first, optionally of one case.",
    args: {
      first: t.arg.int({ description: 'How many entries to return: 1 to 100 (20 when omitted).' }),
      after: t.arg.string({ description: 'Return the entries after this cursor (an `endCursor` of the same list).' }),
      userId: t.arg.string({ description: "Only this user's accesses (registry id)." }),
      action: t.arg({ description: 'Only accesses of this kind.', type: AccessAction }),
      caseId: t.arg.string({ description: 'Only accesses to this case (registry id).' }),
    },
    resolve: (_viewer, args, ctx) => accessLogConnection(ctx, args.caseId ?? null, args),
  }),
);
