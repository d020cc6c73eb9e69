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
    LIST: { value: 'list' },
    VIEW: { value: 'view' },
    CREATE: { value: 'create' },
    UPDATE: { value: 'update' },
    DELETE: { value: 'delete' },
  } as const,
});

const AccessLogUser = builder.objectRef<AccessLogUserJson>('AccessLogUser').implement({
  description: 'Someone who appears in an access log (the choices of its user filter).',
  fields: (t) => ({
    internalID: t.exposeString('id'),
    name: t.exposeString('name'),
    organizationName: t.exposeString('organization_name', { nullable: true }),
  }),
});

const AccessLogEntry = builder.objectRef<AccessLogEntryJson>('AccessLogEntry').implement({
  description:
    "One access to health data. Another organisation's entries show who and what, not the address, request id or ids beyond the case.",
  fields: (t) => ({
    internalID: t.string({ resolve: (entry) => String(entry.id) }),
    occurredAt: t.field({ type: 'DateTime', resolve: (entry) => entry.occurred_at }),
    action: t.field({ type: AccessAction, resolve: (entry) => entry.action }),
    refused: t.exposeBoolean('refused', { description: 'An attempt the registry refused (nothing was read or written).' }),
    objectType: t.exposeString('object_type', { description: 'case, lien, history, thread, message, contact, organization, policy_limit, case_tag, external_key, share_link or access_log.' }),
    userID: t.string({ resolve: (entry) => entry.user.id }),
    userName: t.string({ resolve: (entry) => entry.user.name }),
    organizationName: t.string({ nullable: true, resolve: (entry) => entry.organization?.name ?? null }),
    isInternalUser: t.exposeBoolean('is_internal_user', { description: 'Registry staff (acting as the user, or themselves).' }),
    impersonatedByName: t.string({
      nullable: true,
      description: 'Staff only: the staff member behind an impersonated request.',
      resolve: (entry) => entry.impersonated_by?.name ?? null,
    }),
    objectIDs: t.exposeStringList('object_ids'),
    caseIDs: t.exposeStringList('case_ids'),
    requestID: t.exposeString('request_id', { nullable: true }),
    address: t.exposeString('address', { nullable: true }),
  }),
});

const AccessLogEdge = builder.edgeObject({ type: AccessLogEntry, name: 'AccessLogEdge' });

const AccessLogConnection = builder.connectionObject(
  {
    type: AccessLogEntry,
    name: 'AccessLogConnection',
    fields: (t) => ({
      totalCount: t.int({ resolve: (connection) => connection.totalCount }),
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
    args: { first: t.arg.int(), after: t.arg.string(), userId: t.arg.string(), action: t.arg({ type: AccessAction }) },
    resolve: (kase, args, ctx) => accessLogConnection(ctx, kase.id, args),
  }),
);

builder.objectField(Viewer, 'accessLog', (t) =>
  t.field({
    type: AccessLogConnection,
    description: "Staff only: every organisation's access log, newest first, optionally of one case.",
    args: { first: t.arg.int(), after: t.arg.string(), userId: t.arg.string(), action: t.arg({ type: AccessAction }), caseId: t.arg.string() },
    resolve: (_viewer, args, ctx) => accessLogConnection(ctx, args.caseId ?? null, args),
  }),
);
