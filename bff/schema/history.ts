import { cursorToOffset, offsetToCursor } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { BffContext } from '../context.ts';
import { ActivityRef, LienRef } from './refs.ts';

ActivityRef.implement({
  description: 'A history entry of a case or a lien, written by the registry with every change.',
  fields: (t) => ({
    internalID: t.exposeString('id', { description: "The registry's id (as in the web app's URLs and the REST API)." }),
    type: t.exposeString('type', { description: 'The activity type (see Options.activityTypes), e.g. CASE_STATUS_UPDATED.' }),
    note: t.string({
      description: 'The note written with the change; null when none.',
      nullable: true,
      resolve: (activity) => activity.note || null,
    }),
    createdAt: t.field({ description: 'When the change was made.', type: 'DateTime', resolve: (activity) => activity.created_at }),
    createdByName: t.exposeString('created_by_name', {
      nullable: true,
      description: "Null when hidden from the viewer's organisation (automated update requests).",
    }),
    createdByOrganizationName: t.string({
      description: 'The organisation whose user made the change; null when hidden from the viewer or none.',
      nullable: true,
      resolve: (activity) => activity.created_by_organization?.name ?? null,
    }),
    hideCreatedBy: t.exposeBoolean('hide_created_by', {
      description: "True when who made the change is hidden from the viewer's organisation (`createdByName` is then null).",
    }),
    isInternalUser: t.exposeBoolean('is_internal_user', { description: 'True when registry staff made the change.' }),
    data: t.field({
      description: 'What changed, as the registry recorded it; the keys depend on `type` (e.g. old_status, new_status, old_law_firm_name).',
      type: 'JSON',
      nullable: true,
      resolve: (activity) => activity.activity_data,
    }),
    lien: t.field({
      type: LienRef,
      nullable: true,
      description: 'The lien of a lien history entry; null for case history.',
      resolve: (activity) => activity.lien,
    }),
  }),
});

export const ActivityEdge = builder.edgeObject({ type: ActivityRef, name: 'ActivityEdge' });

export const ActivityConnection = builder.connectionObject(
  {
    type: ActivityRef,
    name: 'ActivityConnection',
    fields: (t) => ({
      totalCount: t.int({
        description: 'How many items the whole list has (with the same filters), not only this page.',
        resolve: (connection) => connection.totalCount,
      }),
    }),
  },
  ActivityEdge,
);

const MAX_PAGE = 100;

export interface HistoryFilter {
  case?: string;
  lien?: string;
  caseOnly?: boolean;
}

/** A page of history, newest first, with offset cursors (the registry pages activities by offset). */
export async function historyConnection(ctx: BffContext, filter: HistoryFilter, args: { first?: number | null; after?: string | null }) {
  const first = Math.min(Math.max(args.first ?? 20, 1), MAX_PAGE);
  const offset = args.after ? cursorToOffset(args.after) + 1 : 0;
  const page = await ctx.gateway.history.page({ ...filter, pageSize: first, offset });
  const edges = page.results.map((node, index) => ({ cursor: offsetToCursor(offset + index), node }));
  return {
    totalCount: page.count,
    edges,
    pageInfo: {
      hasNextPage: offset + edges.length < page.count,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
