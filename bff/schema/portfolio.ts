// The portfolio: the viewer's case lists (a keyset-paged connection with search, filter and order), the counts
// behind the tabs, and the duplicate candidates of a case. The registry filters, orders and counts.
import { builder } from '../builder.ts';
import { clientError } from '../errors.ts';
import type { BffContext } from '../context.ts';
import type { PortfolioFilter as PortfolioFilterQuery } from '../registry/portfolio.ts';
import type { CountsJson } from '../rest/types.ts';
import { CaseRef } from './refs.ts';
import { Viewer } from './viewer.ts';

const PortfolioOrder = builder.enumType('PortfolioOrder', {
  description: 'The order of a portfolio list.',
  values: {
    LAST_UPDATED_AT_ASC: { description: 'Least recently updated first.', value: 'last_updated_at' },
    LAST_UPDATED_AT_DESC: { description: 'Most recently updated first.', value: '-last_updated_at' },
    PLAINTIFF_FIRST_NAME_ASC: { description: "By the plaintiff's first name, A to Z.", value: 'plaintiff__first_name' },
    PLAINTIFF_FIRST_NAME_DESC: { description: "By the plaintiff's first name, Z to A.", value: '-plaintiff__first_name' },
    PLAINTIFF_LAST_NAME_ASC: { description: "By the plaintiff's last name, A to Z.", value: 'plaintiff__last_name' },
    PLAINTIFF_LAST_NAME_DESC: { description: "By the plaintiff's last name, Z to A.", value: '-plaintiff__last_name' },
    CREATED_AT_ASC: { description: 'Oldest registered first.', value: 'created_at' },
    CREATED_AT_DESC: { description: 'Newest registered first.', value: '-created_at' },
  } as const,
});

const PortfolioFilter = builder.inputType('PortfolioFilter', {
  description: 'Which cases a portfolio list shows.',
  fields: (t) => ({
    isClosed: t.boolean({ description: 'Law firm side; default false (open cases). Null means both.' }),
    isResolved: t.boolean({ description: 'Lienholder side; default false (unresolved liens). Null means both.' }),
    isOutOfDate: t.boolean({
      description:
        "True: only cases out of date by the registry's rule (open, not updated for 90 days or never; Case.needsUpdate); false: only the others. Absent or null: both.",
    }),
    status: t.stringList({ description: 'Only cases with one of these statuses (values of `Options.caseStatus`).' }),
    exclude: t.string({ description: 'A case (registry id) to leave out, e.g. the case a duplicate is searched for.' }),
    lawFirm: t.string({ description: "Cases of this law firm (registry id) only, e.g. a lienholder's duplicate search." }),
  }),
});

type Filter = typeof PortfolioFilter.$inferInput;

/** The gateway's filter: an absent field keeps the registry's default, null lifts it. */
const filterQuery = (search: string | null | undefined, filter: Filter | null | undefined): PortfolioFilterQuery => ({ search, ...filter });

const PortfolioCounts = builder.objectRef<CountsJson>('PortfolioCounts').implement({
  description: "How many of the viewer's cases each tab of the portfolio holds, with the same search and filter.",
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'Every case the viewer sees with this search and filter.' }),
    open: t.int({ description: 'Law firm side: open cases.', resolve: (counts) => counts.is_closed.false }),
    closed: t.int({ description: 'Law firm side: closed cases.', resolve: (counts) => counts.is_closed.true }),
    resolved: t.int({
      description: 'Lienholder side: cases whose lien is resolved; null for a law firm.',
      nullable: true,
      resolve: (counts) => counts.is_resolved?.true ?? null,
    }),
    outOfDate: t.int({
      description: "Cases out of date by the registry's rule (Case.needsUpdate) among those the filter's other fields select.",
      resolve: (counts) => counts.is_out_of_date.true,
    }),
    unresolved: t.int({
      description: 'Lienholder side: cases whose lien is unresolved; null for a law firm.',
      nullable: true,
      resolve: (counts) => counts.is_resolved?.false ?? null,
    }),
  }),
});

const MAX_PAGE = 100;
/** The duplicate-candidate search lists up to 1000 cases. */
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

builder.objectFields(Viewer, (t) => ({
  portfolio: t.connection(
    {
      type: CaseRef,
      description: "The cases the active organisation works on, in the registry's order.",
      args: {
        search: t.arg.string({
          description: "Words that must each match the start of the plaintiff's first or last name, or a case's registry id.",
        }),
        filter: t.arg({
          description: 'Which cases: open or closed, resolved or not, statuses … (default: open cases, unresolved liens).',
          type: PortfolioFilter,
        }),
        orderBy: t.arg({ description: 'The order of the list.', type: PortfolioOrder }),
      },
      resolve: (_viewer, args, ctx) => portfolioPage(ctx, args),
    },
    {
      name: 'CaseConnection',
      fields: (c) => ({
        totalCount: c.int({
          description: 'How many items the whole list has (with the same filters), not only this page.',
          resolve: (connection) => connection.totalCount,
        }),
      }),
    },
    { name: 'CaseEdge' },
  ),
  portfolioCounts: t.field({
    description: 'How many cases each portfolio tab holds, for the tab badges.',
    type: PortfolioCounts,
    args: {
      search: t.arg.string({ description: 'The same search as the list.' }),
      filter: t.arg({ description: 'The same filter as the list.', type: PortfolioFilter }),
    },
    resolve: (_viewer, args, ctx): Promise<CountsJson> => ctx.gateway.portfolio.counts(filterQuery(args.search, args.filter)),
  }),
  duplicateCandidates: t.field({
    type: [CaseRef],
    description: `Mark as Duplicate: the cases that could be duplicates of caseId (every case the viewer sees except that one, open or closed, resolved or not), by plaintiff last name, at most ${MAX_DUPLICATE_CANDIDATES}. A lienholder passes the case's law firm: it may merge only cases of the same firm.`,
    args: {
      caseId: t.arg.string({ description: 'The case to find duplicates of (registry id).', required: true }),
      search: t.arg.string({
        description: "Words that must each match the start of the plaintiff's first or last name, or a case's registry id.",
      }),
      lawFirmId: t.arg.string({ description: 'Only cases of this law firm (registry id).' }),
    },
    resolve: async (_viewer, args, ctx) => {
      const page = await ctx.gateway.portfolio.page({
        ...filterQuery(args.search, { isClosed: null, isResolved: null, exclude: args.caseId, lawFirm: args.lawFirmId }),
        ordering: 'plaintiff__last_name',
        pageSize: MAX_DUPLICATE_CANDIDATES,
      });
      return page.results;
    },
  }),
}));
