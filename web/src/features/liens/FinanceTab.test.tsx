import { cleanup, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FinanceTabTestQuery } from '../../__generated__/FinanceTabTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { FinanceTab } from './FinanceTab.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const query = graphql`
  query FinanceTabTestQuery @relay_test_operation {
    viewer {
      case(internalID: "x") {
        ...FinanceTab_case
      }
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<FinanceTabTestQuery>(query, {});
  if (!data.viewer?.case) return null;
  return (
    <>
      <FinanceTab caseRef={data.viewer.case} />
    </>
  );
}

const lien = (name: string, balance: string | null, isOwn = false) => ({
  id: `Lien:${name}`,
  isOwn,
  balance,
  balanceLastUpdatedAt: balance ? '2026-05-01T10:00:00.000Z' : null,
  balanceLastUpdatedByOrganizationName: balance ? name : null,
  lienholder: { id: `Organization:${name}`, name },
});

function renderPanels(liens: ReturnType<typeof lien>[], userLien: ReturnType<typeof lien> | null = null) {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    MockPayloadGenerator.generate(op, {
      Case: () => ({
        id: 'Case:1',
        status: 'IN_LITIGATION',
        statusLabel: 'In Litigation',
        lawsuitFiledDate: '2026-03-02',
        lastUpdatedAt: '2026-04-01T12:00:00.000Z',
        lastUpdatedByOrganizationName: 'Firm LLP',
        lawFirm: { name: 'Firm LLP' },
        liens,
        userLien,
      }),
      Options: () => ({
        caseStatus: [
          { value: 'NEGOTIATION', label: 'In Negotiation' },
          { value: 'IN_LITIGATION', label: 'In Litigation' },
          { value: 'TRIAL_SCHEDULED', label: 'Trial Scheduled' },
        ],
        datedCaseStatuses: [
          { value: 'IN_LITIGATION', dateField: 'lawsuitFiledDate', dateLabel: 'Lawsuit Filed Date' },
          { value: 'TRIAL_SCHEDULED', dateField: 'appearanceDate', dateLabel: 'Appearance Date' },
        ],
      }),
    }),
  );
  renderWithRelay(
    <Suspense fallback="Loading...">
      <Harness />
    </Suspense>,
    environment,
  );
  return environment;
}

describe('FinanceTab', () => {
  it('keeps the own lien apart and totals the visible balances exactly', async () => {
    renderPanels([lien('Clinic A', '1000.10', true), lien('Funder B', null), lien('Insurer C', '0.20')], lien('Clinic A', '1000.10', true));
    expect(await screen.findByText('Your Lien')).toBeTruthy();
    expect(screen.getByText('Total of visible balances: $1,000.30')).toBeTruthy();
    const rows = screen.getAllByRole('row').map((row) => row.textContent ?? '');
    expect(rows.some((text) => text.includes('Clinic A'))).toBe(false);
    expect(rows.some((text) => text.includes('Insurer C') && text.includes('$0.20'))).toBe(true);
  });
});
