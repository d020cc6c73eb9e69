import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortfolioListTestQuery } from '../../__generated__/PortfolioListTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { PortfolioList } from './PortfolioList.tsx';
import { appliedFilterCount, defaultFilters, toVariables } from './filters.ts';

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
    fireEvent.click(await screen.findByRole('radio', { name: 'Closed' }));

    const refetch = environment.mock.getAllOperations().find(isQuery);
    expect(refetch?.request.variables).toMatchObject({ filter: { isClosed: true }, orderBy: null, search: null });
    await act(async () => {
      environment.mock.resolve(refetch!, payload(refetch!, 'LAW_FIRM', []));
    });
    expect(await screen.findByText('These filters match no cases.')).toBeTruthy();
    expect(within(screen.getByRole('button', { name: 'Filter Cases' })).getByText('1')).toBeTruthy();

    const clearLinks = screen.getAllByRole('button', { name: 'Clear filters' });
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
    const filters = { sortField: 'PLAINTIFF_LAST_NAME', sortDirection: 'DESC', status: 'ALL' } as const;
    expect(appliedFilterCount(filters, 'LIENHOLDER')).toBe(2);
    expect(toVariables(filters, 'roe', 'LIENHOLDER')).toEqual({
      search: 'roe',
      filter: { isResolved: null },
      orderBy: 'PLAINTIFF_LAST_NAME_DESC',
    });
  });
});
