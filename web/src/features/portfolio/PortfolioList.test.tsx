import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortfolioListTestQuery } from '../../__generated__/PortfolioListTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { PortfolioList } from './PortfolioList.tsx';
import { FACET_COUNTS_DEBOUNCE_MS, appliedFilterCount, defaultFilters, toVariables } from './filters.ts';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const query = graphql`
  query PortfolioListTestQuery @relay_test_operation {
    viewer {
      ...PortfolioList_viewer
    }
  }
`;

function Harness({ selectedId }: { selectedId: string | null }) {
  const data = useLazyLoadQuery<PortfolioListTestQuery>(query, {});
  return data.viewer ? <PortfolioList viewer={data.viewer} selectedId={selectedId} selectFirst={false} /> : null;
}

type Row = { id: string; name: string; needsUpdate?: boolean; days?: number | null };

function payload(op: OperationDescriptor, kind: 'LAW_FIRM' | 'LIENHOLDER', rows: Row[]) {
  return MockPayloadGenerator.generate(op, {
    Organization: () => ({ kind, name: 'Org' }),
    Viewer: () => ({ canCreateCases: kind === 'LAW_FIRM' }),
    CaseConnection: () => ({
      totalCount: rows.length,
      pageInfo: { hasNextPage: false, endCursor: null },
      edges: rows.map((row) => ({
        cursor: row.id,
        node: {
          id: `Case:${row.id}`,
          internalID: row.id,
          plaintiff: { fullName: row.name },
          dateOfLoss: '2024-03-05',
          statusLabel: 'Treating',
          isResolved: false,
          needsUpdate: row.needsUpdate ?? false,
          daysSinceLastUpdate: row.days ?? null,
          lawFirm: { name: 'Firm LLP' },
        },
      })),
    }),
  });
}

const isQuery = (op: OperationDescriptor) => op.request.node.params.operationKind === 'query';
const named = (name: string) => (op: OperationDescriptor) => op.request.node.params.name === name;
const LIST_QUERY = 'PortfolioListPaginationQuery';
const COUNTS_QUERY = 'PortfolioListCountsQuery';

type Facet = { internalID: string; name: string; count: number };
type CountsShape = {
  count?: number;
  outOfDate?: number;
  statuses?: { value: string; label: string; count: number }[];
  lienholders?: Facet[];
  lawFirms?: Facet[];
  tags?: Facet[];
  treatmentStatuses?: { value: string; label: string; count: number }[];
  totals?: { lienholders: number; lawFirms: number; tags: number };
};

function countsPayload(op: OperationDescriptor, counts: CountsShape) {
  return MockPayloadGenerator.generate(op, {
    PortfolioCounts: () => ({ count: counts.count ?? 0, outOfDate: counts.outOfDate ?? 0, statuses: counts.statuses ?? [] }),
    PortfolioFacets: () => ({
      lienholders: counts.lienholders ?? [],
      lawFirms: counts.lawFirms ?? [],
      tags: counts.tags ?? [],
      treatmentStatuses: counts.treatmentStatuses ?? [],
      totals: counts.totals ?? { lienholders: counts.lienholders?.length ?? 0, lawFirms: counts.lawFirms?.length ?? 0, tags: 0 },
    }),
  });
}

/**
 * Opens the filter popover. In jsdom the focus trap's modalizer (tabster) flips aria-hidden on the surface while it
 * settles, so queries inside the surface pass `hidden: true`; what they find is what renders.
 */
async function openFilters() {
  fireEvent.click(screen.getByRole('button', { name: 'Filter Cases' }));
  return screen.findByRole('dialog', { name: 'Sort and filter cases', hidden: true });
}
const HIDDEN = { hidden: true } as const;

/** Answers the pending operation called `name` (it must be pending). */
async function answer(environment: ReturnType<typeof createTestEnvironment>, name: string, data: (op: OperationDescriptor) => object) {
  const op = environment.mock.getAllOperations().find(named(name));
  expect(op, `${name} pending`).toBeDefined();
  await act(async () => {
    environment.mock.resolve(op!, data(op!) as never);
  });
  return op!;
}

function renderList(kind: 'LAW_FIRM' | 'LIENHOLDER', rows: Row[], selectedId: string | null = null) {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) => (isQuery(op) ? payload(op, kind, rows) : null));
  renderWithRelay(
    <Suspense fallback="Loading...">
      <Harness selectedId={selectedId} />
    </Suspense>,
    environment,
  );
  return environment;
}

const CASE_A = '3f2b8c1e-4a6d-4f1b-9c2e-1a2b3c4d5e6f';
const CASE_B = '7d9e0f1a-2b3c-4d5e-8f60-718293a4b5c6';

describe('PortfolioList', () => {
  it('lists cases as links named by plaintiff, with staleness and the selected row', async () => {
    renderList(
      'LAW_FIRM',
      [
        { id: CASE_A, name: 'Jane Roe', needsUpdate: true, days: 123 },
        { id: CASE_B, name: 'John Doe', needsUpdate: true, days: null },
      ],
      CASE_A,
    );
    const jane = await screen.findByRole('link', { name: /Jane Roe/ });
    expect(jane.getAttribute('href')).toBe(`/portfolio/${CASE_A}`);
    expect(jane.getAttribute('aria-current')).toBe('page');
    expect(within(jane).getByText('123 days since update')).toBeTruthy();
    expect(within(jane).getByText('Date of loss: 03/05/2024')).toBeTruthy();
    expect(within(jane).getByText('Treating')).toBeTruthy();
    const john = screen.getByRole('link', { name: /John Doe/ });
    expect(john.getAttribute('aria-current')).toBeNull();
    expect(within(john).getByText('Never updated')).toBeTruthy();
    // Law firms register cases in the drawer; there is no bulk-upload link.
    expect(screen.getByRole('button', { name: 'Register New Case' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('link', { name: 'Register New Case' })).toBeNull();
  });

  it('shows lien status to lienholders; Register New Case is disabled when they may not register cases', async () => {
    renderList('LIENHOLDER', [{ id: CASE_A, name: 'Jane Roe' }]);
    const jane = await screen.findByRole('link', { name: /Jane Roe/ });
    expect(within(jane).getByText('Unresolved')).toBeTruthy();
    // No bulk upload exists in this product, so no link to one.
    expect(screen.queryByRole('link', { name: 'Register New Case' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Register New Case' }).hasAttribute('disabled')).toBe(true);
  });

  it('says so when there are no cases at all', async () => {
    renderList('LAW_FIRM', []);
    expect(await screen.findByText('You currently have no cases.')).toBeTruthy();
  });

  it('counts applied filters, refetches, and clears them', async () => {
    const environment = renderList('LAW_FIRM', [{ id: CASE_A, name: 'Jane Roe' }]);
    await screen.findByRole('link', { name: /Jane Roe/ });
    fireEvent.click(screen.getByRole('button', { name: 'Filter Cases' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Closed' }, { timeout: 10_000 }));

    const refetch = await answer(environment, LIST_QUERY, (op) => payload(op, 'LAW_FIRM', []));
    expect(refetch.request.variables).toMatchObject({ filter: { isClosed: true }, orderBy: null, search: null });
    expect(await screen.findByText('These filters match no cases.')).toBeTruthy();
    expect(await within(screen.getByRole('button', { name: 'Filter Cases' })).findByText('1')).toBeTruthy();

    const clearLinks = await screen.findAllByRole('button', { name: 'Clear filters' });
    await act(async () => fireEvent.click(clearLinks[clearLinks.length - 1]));
    expect(await screen.findByRole('link', { name: /Jane Roe/ })).toBeTruthy();
    expect(within(screen.getByRole('button', { name: 'Filter Cases' })).queryByText('1')).toBeNull();
  });
});

describe('portfolio filters', () => {
  it('treats the side-specific defaults as no filter', () => {
    expect(appliedFilterCount(defaultFilters('LAW_FIRM'), 'LAW_FIRM')).toBe(0);
    expect(toVariables(defaultFilters('LIENHOLDER'), '  ', 'LIENHOLDER')).toEqual({ search: null, filter: null, orderBy: null });
  });

  it('sends explicit values for non-default choices', () => {
    const filters = { ...defaultFilters('LIENHOLDER'), sortField: 'PLAINTIFF_LAST_NAME', sortDirection: 'DESC', status: 'ALL' } as const;
    expect(appliedFilterCount(filters, 'LIENHOLDER')).toBe(2);
    expect(toVariables(filters, 'roe', 'LIENHOLDER')).toEqual({
      search: 'roe',
      filter: { isResolved: null },
      orderBy: 'PLAINTIFF_LAST_NAME_DESC',
    });
  });
});

describe('portfolio facets (issue 13)', () => {
  const STATUSES = [
    { value: 'CLIENT_TREATING', label: 'Client Treating', count: 7 },
    { value: 'DEMAND_SENT', label: 'Demand Sent', count: 3 },
    { value: 'CASE_CLOSED', label: 'Case Closed', count: 0 },
  ];
  const manyLienholders = Array.from({ length: 15 }, (_, n) => ({ internalID: `lh-${n}`, name: `Lienholder ${n + 1}`, count: 30 - n }));

  it('law firm: status cards with counts filter the list; the total, the applied count and Clear filters outside the popover', async () => {
    const environment = renderList('LAW_FIRM', [
      { id: CASE_A, name: 'Jane Roe' },
      { id: CASE_B, name: 'John Doe' },
    ]);
    await screen.findByRole('link', { name: /Jane Roe/ });
    expect(screen.getByText('2 cases')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    const counts = await answer(environment, COUNTS_QUERY, (op) => countsPayload(op, { count: 10, statuses: STATUSES }));
    expect(counts.request.variables).toEqual({ search: null, filter: null });

    const cards = await screen.findByRole('group', { name: 'Case statuses' });
    // A status without cases gets no card.
    expect(
      within(cards)
        .getAllByRole('button')
        .map((card) => card.textContent),
    ).toEqual(['7Client Treating', '3Demand Sent']);
    fireEvent.click(within(cards).getByRole('button', { name: /Demand Sent/ }));
    const refetch = await answer(environment, LIST_QUERY, (op) => payload(op, 'LAW_FIRM', [{ id: CASE_B, name: 'John Doe' }]));
    expect(refetch.request.variables).toMatchObject({ filter: { status: ['DEMAND_SENT'] }, search: null, orderBy: null });
    expect(await screen.findByText('1 case')).toBeTruthy();
    expect(
      within(cards)
        .getByRole('button', { name: /Demand Sent/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await within(screen.getByRole('button', { name: 'Filter Cases' })).findByText('1')).toBeTruthy();

    // The counts follow after the long debounce, not at once.
    expect(environment.mock.getAllOperations().some(named(COUNTS_QUERY))).toBe(false);
    await waitFor(() => expect(environment.mock.getAllOperations().some(named(COUNTS_QUERY))).toBe(true), {
      timeout: FACET_COUNTS_DEBOUNCE_MS + 1000,
    });
    const recount = await answer(environment, COUNTS_QUERY, (op) =>
      countsPayload(op, { count: 3, statuses: STATUSES.map((s) => ({ ...s, count: s.value === 'DEMAND_SENT' ? 3 : 1 })) }),
    );
    expect(recount.request.variables).toEqual({ search: null, filter: { status: ['DEMAND_SENT'] } });
    expect(await within(cards).findByRole('button', { name: /1\s*Client Treating/ })).toBeTruthy();

    // Clear filters, outside the popover, lifts every filter (the unfiltered list is still in the store).
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Clear filters' })));
    expect(await screen.findByText('2 cases')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(
      within(cards)
        .getByRole('button', { name: /Demand Sent/ })
        .getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('the popover lists facet values with their counts, 10 then Show more beyond 15, and searches the others by name', async () => {
    const environment = renderList('LAW_FIRM', [{ id: CASE_A, name: 'Jane Roe' }]);
    await screen.findByRole('link', { name: /Jane Roe/ });
    await answer(environment, COUNTS_QUERY, (op) =>
      countsPayload(op, {
        statuses: STATUSES,
        outOfDate: 4,
        lienholders: manyLienholders,
        tags: [{ internalID: 'tag-1', name: 'VIP', count: 2 }],
        totals: { lienholders: 40, lawFirms: 0, tags: 1 },
      }),
    );
    await openFilters();
    const lienholders = screen.getByRole('group', { name: 'Lienholders', ...HIDDEN });
    const searchbox = within(lienholders).getByRole('searchbox', { name: 'Search lienholders', ...HIDDEN });
    expect(within(lienholders).getAllByRole('checkbox', HIDDEN)).toHaveLength(10);
    expect(within(lienholders).getByRole('checkbox', { name: 'Lienholder 1 30', ...HIDDEN })).toBeTruthy();
    fireEvent.click(within(lienholders).getByRole('button', { name: 'Show more', ...HIDDEN }));
    expect(within(lienholders).getAllByRole('checkbox', HIDDEN)).toHaveLength(15);
    expect(within(lienholders).getByText('Search to find the other 25.')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Out of date only 4', ...HIDDEN })).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Status', ...HIDDEN })).getByRole('checkbox', { name: 'Client Treating 7', ...HIDDEN }),
    ).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Tags', ...HIDDEN })).getByRole('checkbox', { name: 'VIP 2', ...HIDDEN })).toBeTruthy();
    // Law firms have no treatment status facet.
    expect(screen.queryByRole('group', { name: 'Treatment status', ...HIDDEN })).toBeNull();

    act(() => searchbox.focus());
    fireEvent.change(searchbox, { target: { value: 'mercy' } });
    await waitFor(() => expect(environment.mock.getAllOperations().some(named('FacetOptionsSearchQuery'))).toBe(true));
    const search = await answer(environment, 'FacetOptionsSearchQuery', (op) =>
      MockPayloadGenerator.generate(op, {
        Viewer: () => ({ portfolioFacetSearch: [{ internalID: 'lh-99', name: 'Mercy Clinic', count: 5 }] }),
      }),
    );
    expect(search.request.variables).toMatchObject({ facet: 'LIENHOLDER', search: 'mercy' });
    fireEvent.click(await within(lienholders).findByRole('checkbox', { name: 'Mercy Clinic 5', ...HIDDEN }));
    const refetch = await answer(environment, LIST_QUERY, (op) => payload(op, 'LAW_FIRM', [{ id: CASE_A, name: 'Jane Roe' }]));
    expect(refetch.request.variables).toMatchObject({ filter: { lienholders: ['lh-99'] } });
  });

  it('lienholder: treatment status and law firm facets, no status cards', async () => {
    const environment = renderList('LIENHOLDER', [{ id: CASE_A, name: 'Jane Roe' }]);
    await screen.findByRole('link', { name: /Jane Roe/ });
    await answer(environment, COUNTS_QUERY, (op) =>
      countsPayload(op, {
        statuses: STATUSES,
        lawFirms: [{ internalID: 'lf-1', name: 'Firm LLP', count: 6 }],
        treatmentStatuses: [
          { value: 'TREATING', label: 'Treating', count: 4 },
          { value: 'DONE_TREATING', label: 'Done Treating', count: 2 },
        ],
      }),
    );
    expect(screen.queryByRole('group', { name: 'Case statuses', ...HIDDEN })).toBeNull();
    await openFilters();
    const lawFirms = screen.getByRole('group', { name: 'Law firms', ...HIDDEN });
    expect(await within(lawFirms).findByRole('checkbox', { name: 'Firm LLP 6', ...HIDDEN })).toBeTruthy();
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Treatment status', ...HIDDEN })).getByRole('checkbox', {
        name: 'Done Treating 2',
        ...HIDDEN,
      }),
    );
    const refetch = await answer(environment, LIST_QUERY, (op) => payload(op, 'LIENHOLDER', []));
    expect(refetch.request.variables).toMatchObject({ filter: { treatmentStatus: ['DONE_TREATING'] } });
  });

  it('searching orders by relevance unless the user chose a sort', () => {
    expect(toVariables(defaultFilters('LAW_FIRM'), ' jonh ', 'LAW_FIRM').orderBy).toBe('RELEVANCE');
    expect(toVariables({ ...defaultFilters('LAW_FIRM'), sortField: 'CREATED_AT' }, 'jonh', 'LAW_FIRM').orderBy).toBe('CREATED_AT_ASC');
    expect(toVariables(defaultFilters('LAW_FIRM'), '', 'LAW_FIRM').orderBy).toBeNull();
  });
});
