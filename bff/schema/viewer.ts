import { builder } from '../builder.ts';
import { clientError } from '../errors.ts';
import type { PortfolioFilter as PortfolioFilterQuery } from '../registry/portfolio.ts';
import type { CountsJson } from '../rest/types.ts';
import { tokenExpiry } from '../session.ts';
import { AccountRef, CaseRef, UserRef } from './refs.ts';
import { viewerOf, type BffContext, type ViewerState } from '../context.ts';

export const Viewer = builder.objectRef<ViewerState>('Viewer');

const PortfolioOrder = builder.enumType('PortfolioOrder', {
  values: {
    LAST_UPDATED_AT_ASC: { value: 'last_updated_at' },
    LAST_UPDATED_AT_DESC: { value: '-last_updated_at' },
    PLAINTIFF_FIRST_NAME_ASC: { value: 'plaintiff__first_name' },
    PLAINTIFF_FIRST_NAME_DESC: { value: '-plaintiff__first_name' },
    PLAINTIFF_LAST_NAME_ASC: { value: 'plaintiff__last_name' },
    PLAINTIFF_LAST_NAME_DESC: { value: '-plaintiff__last_name' },
    CREATED_AT_ASC: { value: 'created_at' },
    CREATED_AT_DESC: { value: '-created_at' },
  } as const,
});

const PortfolioFilter = builder.inputType('PortfolioFilter', {
  fields: (t) => ({
    isClosed: t.boolean({ description: 'Law firm side; default false (open cases). Null means both.' }),
    isResolved: t.boolean({ description: 'Lienholder side; default false (unresolved liens). Null means both.' }),
    isOutOfDate: t.boolean({
      description: "True: only cases out of date by the registry's rule (open, not updated for 90 days or never; Case.needsUpdate); false: only the others. Absent or null: both.",
    }),
    status: t.stringList(),
    exclude: t.string({ description: 'A case (registry id) to leave out, e.g. the case a duplicate is searched for.' }),
    lawFirm: t.string({ description: "Cases of this law firm (registry id) only, e.g. a lienholder's duplicate search." }),
  }),
});

type Filter = typeof PortfolioFilter.$inferInput;

/** The gateway's filter: an absent field keeps the registry's default, null lifts it. */
const filterQuery = (search: string | null | undefined, filter: Filter | null | undefined): PortfolioFilterQuery => ({ search, ...filter });

const PortfolioCounts = builder.objectRef<CountsJson>('PortfolioCounts').implement({
  fields: (t) => ({
    count: t.exposeInt('count'),
    open: t.int({ resolve: (counts) => counts.is_closed.false }),
    closed: t.int({ resolve: (counts) => counts.is_closed.true }),
    resolved: t.int({ nullable: true, resolve: (counts) => counts.is_resolved?.true ?? null }),
    outOfDate: t.int({
      description: "Cases out of date by the registry's rule (Case.needsUpdate) among those the filter's other fields select.",
      resolve: (counts) => counts.is_out_of_date.true,
    }),
    unresolved: t.int({ nullable: true, resolve: (counts) => counts.is_resolved?.false ?? null }),
  }),
});

const MAX_PAGE = 100;
/** Spec 001 §5 and §9: the duplicate-candidate search lists up to 1000 cases. */
const MAX_DUPLICATE_CANDIDATES = 1000;

interface PortfolioArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  search?: string | null;
  filter?: Filter | null;
  orderBy?: string | null;
}

async function portfolioPage(ctx: BffContext, args: PortfolioArgs) {
  if (args.last != null || args.before != null) throw clientError('The portfolio pages forward only: use first and after.', 'BAD_REQUEST');
  const page = await ctx.gateway.portfolio.page({
    ...filterQuery(args.search, args.filter),
    ordering: args.orderBy,
    pageSize: Math.min(Math.max(args.first ?? 20, 1), MAX_PAGE),
    cursor: args.after,
  });
  const cursors = page.cursors ?? [];
  const edges = page.results.map((node, index) => ({ cursor: cursors[index] ?? '', node }));
  return {
    totalCount: page.count,
    edges,
    pageInfo: {
      hasNextPage: page.next !== null,
      hasPreviousPage: page.previous !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

Viewer.implement({
  description: 'The signed-in user, the organisation they act for, and what that organisation may see.',
  fields: (t) => ({
    user: t.field({ type: UserRef, resolve: (viewer) => viewer.me }),
    activeAccount: t.field({
      type: AccountRef,
      resolve: (viewer) => {
        if (!viewer.account) throw clientError('Your user has no organization in the registry.', 'NO_ORGANIZATION');
        return viewer.account;
      },
    }),
    accounts: t.field({
      type: [AccountRef],
      resolve: (viewer) => viewer.me.registry_accounts.filter((account) => account.is_active && !account.is_suspended),
    }),
    sessionExpiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the session token expires; the client refreshes it before then.',
      resolve: (viewer) => tokenExpiry(viewer.token),
    }),
    portfolio: t.connection(
      {
        type: CaseRef,
        description: "The cases the active organisation works on, in the registry's order.",
        args: {
          search: t.arg.string(),
          filter: t.arg({ type: PortfolioFilter }),
          orderBy: t.arg({ type: PortfolioOrder }),
        },
        resolve: (_viewer, args, ctx) => portfolioPage(ctx, args),
      },
      {
        name: 'CaseConnection',
        fields: (c) => ({ totalCount: c.int({ resolve: (connection) => connection.totalCount }) }),
      },
      { name: 'CaseEdge' },
    ),
    portfolioCounts: t.field({
      type: PortfolioCounts,
      args: { search: t.arg.string(), filter: t.arg({ type: PortfolioFilter }) },
      resolve: (_viewer, args, ctx): Promise<CountsJson> => ctx.gateway.portfolio.counts(filterQuery(args.search, args.filter)),
    }),
    duplicateCandidates: t.field({
      type: [CaseRef],
      description:
        `Mark as Duplicate: the cases that could be duplicates of caseId (every case the viewer sees except that one, open or closed, resolved or not), by plaintiff last name, at most ${MAX_DUPLICATE_CANDIDATES}. A lienholder passes the case's law firm: it may merge only cases of the same firm.`,
      args: { caseId: t.arg.string({ required: true }), search: t.arg.string(), lawFirmId: t.arg.string() },
      resolve: async (_viewer, args, ctx) => {
        const page = await ctx.gateway.portfolio.page({
          ...filterQuery(args.search, { isClosed: null, isResolved: null, exclude: args.caseId, lawFirm: args.lawFirmId }),
          ordering: 'plaintiff__last_name',
          pageSize: MAX_DUPLICATE_CANDIDATES,
        });
        return page.results;
      },
    }),
    case: t.field({
      type: CaseRef,
      nullable: true,
      description: 'A case by its registry id (the id in /portfolio/:id); null when absent or not visible.',
      args: { internalID: t.arg.string({ required: true }) },
      resolve: (_viewer, { internalID }) => internalID,
    }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({
    type: Viewer,
    nullable: true,
    description: 'Null when signed out.',
    resolve: (_root, _args, ctx) => viewerOf(ctx),
  }),
);
