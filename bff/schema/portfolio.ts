// The portfolio: the viewer's case lists (a keyset-paged connection with search, filter and order), the counts
// behind the tabs, and the duplicate candidates of a case. The registry filters, orders and counts.
import { builder } from '../builder.ts';
import { clientError } from '../errors.ts';
import type { BffContext } from '../context.ts';
import type { PortfolioFilter as PortfolioFilterQuery } from '../registry/portfolio.ts';
import type { CountsJson, FacetValueJson } from '../rest/types.ts';
import { TreatmentStatus } from './liens.ts';
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
    RELEVANCE: {
      description: 'Searching: exact and prefix matches of the search first, then by name similarity (typos). Needs a search.',
      value: 'relevance',
    },
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
    lawFirms: t.stringList({
      description: 'Lienholder side: cases of one of these law firms (registry ids; `PortfolioFacets.lawFirms`). Not with `lawFirm`.',
    }),
    lienholders: t.stringList({
      description:
        'Law firm side: cases with a lien (not rejected) of one of these lienholders (registry ids; `PortfolioFacets.lienholders`).',
    }),
    tags: t.stringList({ description: "Cases carrying one of these of the organisation's tags (registry ids)." }),
    treatmentStatus: t.field({
      type: [TreatmentStatus],
      description: "Lienholder side: cases where the own lien's plaintiff treatment status is one of these.",
    }),
  }),
});

type Filter = typeof PortfolioFilter.$inferInput;

/** The gateway's filter: an absent field keeps the registry's default, null lifts it. */
function filterQuery(search: string | null | undefined, filter: Filter | null | undefined): PortfolioFilterQuery {
  if (filter?.lawFirm && filter.lawFirms?.length) throw clientError('Filter by lawFirm or by lawFirms, not both.', 'BAD_REQUEST');
  return { search, ...filter };
}

/** Every facet is cut at this many values by the registry; `PortfolioFacets.totals` tells how many there are. */
const FACET_VALUES = 15;

const FacetValue = builder.objectRef<FacetValueJson>('FacetValue').implement({
  description: 'A value of a portfolio facet (a lienholder, law firm or tag) and how many cases choosing it would list.',
  fields: (t) => ({
    internalID: t.exposeString('id', { description: "The value's registry id (what the filter takes)." }),
    name: t.exposeString('name', { description: 'The name to show.' }),
    count: t.exposeInt('count', { description: 'Cases with this value under the same search and the other filters.' }),
  }),
});

interface StatusCountShape {
  value: string;
  label: string;
  count: number;
}

const StatusCount = builder.objectRef<StatusCountShape>('StatusCount').implement({
  description: 'A status (case status or treatment status) with its label and how many cases have it.',
  fields: (t) => ({
    value: t.exposeString('value', { description: 'The status value the filter takes.' }),
    label: t.exposeString('label', { description: 'The text to show.' }),
    count: t.exposeInt('count', { description: 'Cases with this status under the same search and the other filters.' }),
  }),
});

type FacetTotals = NonNullable<CountsJson['facet_totals']>;

const PortfolioFacetTotals = builder.objectRef<FacetTotals>('PortfolioFacetTotals').implement({
  description: `How many values each facet has in all; the lists show at most ${FACET_VALUES}, the rest are found with \`portfolioFacetSearch\`.`,
  fields: (t) => ({
    lienholders: t.int({ description: 'Law firm side: distinct lienholders.', resolve: (totals) => totals.lienholder ?? 0 }),
    lawFirms: t.int({ description: 'Lienholder side: distinct law firms.', resolve: (totals) => totals.law_firm ?? 0 }),
    tags: t.int({ description: "The organisation's tags.", resolve: (totals) => totals.tag ?? 0 }),
  }),
});

const labelled = async (ctx: BffContext, list: 'case_status' | 'treatment_status', counts: Record<string, number>) => {
  const options = (await ctx.gateway.options.all())[list] ?? [];
  const known = options.map((option) => ({ value: option.value, label: option.label, count: counts[option.value] ?? 0 }));
  const unknown = Object.keys(counts).filter((value) => !options.some((option) => option.value === value));
  return [...known, ...unknown.map((value) => ({ value, label: value, count: counts[value] ?? 0 }))];
};

const PortfolioFacets = builder.objectRef<CountsJson>('PortfolioFacets').implement({
  description: `The facets of the portfolio's filter with their live counts: each list by count then name, at most ${FACET_VALUES} values.`,
  fields: (t) => ({
    lienholders: t.field({
      type: [FacetValue],
      description: 'Law firm side: the lienholders holding liens on its cases (empty for a lienholder).',
      resolve: (counts) => counts.facets?.lienholder ?? [],
    }),
    lawFirms: t.field({
      type: [FacetValue],
      description: 'Lienholder side: the law firms of its cases (empty for a law firm).',
      resolve: (counts) => counts.facets?.law_firm ?? [],
    }),
    tags: t.field({
      type: [FacetValue],
      description: "The organisation's tags (zero counts included).",
      resolve: (counts) => counts.facets?.tag ?? [],
    }),
    treatmentStatuses: t.field({
      type: [StatusCount],
      description: "Lienholder side: the own lien's treatment statuses with their counts (empty for a law firm).",
      resolve: (counts, _args, ctx) =>
        counts.facets?.treatment_status ? labelled(ctx, 'treatment_status', counts.facets.treatment_status) : [],
    }),
    totals: t.field({
      type: PortfolioFacetTotals,
      description: 'How many values each facet has in all.',
      resolve: (counts) => counts.facet_totals ?? {},
    }),
  }),
});

const PortfolioFacetKind = builder.enumType('PortfolioFacet', {
  description: 'A facet whose values are searched by name.',
  values: {
    LIENHOLDER: { description: 'Law firm side: lienholders.', value: 'lienholder' },
    LAW_FIRM: { description: 'Lienholder side: law firms.', value: 'law_firm' },
    TAG: { description: "The organisation's tags.", value: 'tag' },
  } as const,
});

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
    statuses: t.field({
      type: [StatusCount],
      description: 'Every case status with its label and count (under every filter but the status one): the status cards.',
      resolve: (counts, _args, ctx) => labelled(ctx, 'case_status', counts.status),
    }),
    facets: t.field({
      type: PortfolioFacets,
      description: "The filter's facets and their values with counts.",
      resolve: (counts) => counts,
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
          description:
            "Words that must each match the start of the plaintiff's first or last name, a case's registry id, a birth or loss date (MM/DD/YYYY or YYYY-MM-DD) or an external identifier; or the whole text resembles the plaintiff's name (typos).",
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
  portfolioFacetSearch: t.field({
    type: [FacetValue],
    description: `The filter popover's option search: values of a facet whose name contains the text (case-insensitive), with their counts, at most ${FACET_VALUES}.`,
    args: {
      facet: t.arg({ type: PortfolioFacetKind, required: true, description: 'Which facet.' }),
      search: t.arg.string({ required: true, description: 'Text the name contains.' }),
      listSearch: t.arg.string({ description: "The list's search, as for `portfolioCounts`." }),
      filter: t.arg({ description: "The list's filter, as for `portfolioCounts`.", type: PortfolioFilter }),
    },
    resolve: (_viewer, args, ctx) => ctx.gateway.portfolio.facetSearch(args.facet, args.search, filterQuery(args.listSearch, args.filter)),
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
