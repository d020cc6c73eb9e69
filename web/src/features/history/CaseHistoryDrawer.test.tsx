import { cleanup, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaseHistoryDrawerTestQuery } from '../../__generated__/CaseHistoryDrawerTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { CaseHistoryDrawer } from './CaseHistoryDrawer.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const query = graphql`
  query CaseHistoryDrawerTestQuery @relay_test_operation {
    viewer {
      case(internalID: "x") {
        ...CaseHistoryDrawer_case
      }
    }
    options {
      ...CaseHistoryDrawer_options
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<CaseHistoryDrawerTestQuery>(query, {});
  if (!data.viewer?.case) return null;
  return <CaseHistoryDrawer caseRef={data.viewer.case} lienRef={null} options={data.options} open onClose={() => {}} />;
}

function renderHistory(entries: Array<Record<string, unknown>>) {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    MockPayloadGenerator.generate(op, {
      ActivityConnection: () => ({
        totalCount: entries.length,
        edges: entries.map((node, index) => ({ cursor: String(index), node: { id: `Activity:${index}`, ...node } })),
        pageInfo: { hasNextPage: false, endCursor: null },
      }),
      Options: () => ({
        activityTypes: [{ value: 'CASE_CREATED', label: 'Case Created' }],
        caseStatus: [{ value: 'TRIAL_SCHEDULED', label: 'Trial Scheduled' }],
        treatmentStatus: [],
      }),
    }),
  );
  renderWithRelay(
    <Suspense fallback="Loading...">
      <Harness />
    </Suspense>,
    environment,
  );
}

const entry = (overrides: Record<string, unknown>) => ({
  type: 'CASE_CREATED',
  note: null,
  createdAt: '2026-01-02T15:04:00.000Z',
  createdByName: 'Laura Hartwell',
  createdByOrganizationName: 'Hartwell & Associates',
  hideCreatedBy: false,
  isInternalUser: false,
  data: {},
  ...overrides,
});

describe('CaseHistoryDrawer', () => {
  it('lists the entries in the order the server gives (newest first) with what happened, the note and the creator', async () => {
    renderHistory([
      entry({ type: 'CASE_STATUS_UPDATED', note: 'Trial set', data: { new_status: 'TRIAL_SCHEDULED' } }),
      entry({ type: 'CASE_CREATED', createdByName: null, createdByOrganizationName: null, hideCreatedBy: true }),
    ]);
    expect(await screen.findByText('Case History')).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Case History' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Status updated to Trial Scheduled');
    expect(items[0]!.textContent).toContain('Trial set');
    expect(items[0]!.textContent).toContain('Laura Hartwell, Hartwell & Associates');
    expect(items[1]!.textContent).toContain('Case created');
    expect(items[1]!.textContent).not.toContain('Hartwell');
  });

  it('says so when there is no history', async () => {
    renderHistory([]);
    expect(await screen.findByText('No Case History yet.')).toBeTruthy();
  });
});
