import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Route, Routes } from 'react-router';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UpgradeLinkTestQuery } from '../../__generated__/UpgradeLinkTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { UpgradeLink } from './UpgradeLink.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const query = graphql`
  query UpgradeLinkTestQuery @relay_test_operation {
    viewer {
      ...UpgradeLink_viewer
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<UpgradeLinkTestQuery>(query, {});
  return data.viewer ? <UpgradeLink viewer={data.viewer} /> : null;
}

function renderLink(showsUpgradeLink: boolean) {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    MockPayloadGenerator.generate(op, { Account: () => ({ id: 'Account:1', showsUpgradeLink }) }),
  );
  renderWithRelay(
    <Suspense fallback="Loading...">
      <Routes>
        <Route path="/" element={<Harness />} />
        <Route path="/upgrade/overview" element={<p>Upgrade overview</p>} />
      </Routes>
    </Suspense>,
    environment,
  );
  return environment;
}

describe('UpgradeLink', () => {
  it('shown when the graph says so (a non-law-firm admin on the free plan); it opens the overview', async () => {
    renderLink(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByText('Upgrade overview')).toBeTruthy();
  });

  it('hidden otherwise', async () => {
    renderLink(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
  });

  it('follows the organisation live (accountChanged): once a trial starts elsewhere, the link goes', async () => {
    const environment = renderLink(true);
    await screen.findByRole('button', { name: 'Upgrade' });
    const live = environment.mock.getAllOperations().find((op) => op.request.node.operation.name === 'useAccountLiveUpdatesSubscription')!;
    act(() =>
      environment.mock.nextValue(live, {
        data: {
          accountChanged: {
            account: {
              id: 'Account:1',
              showsUpgradeLink: false,
              currentService: {
                stage: 'TRIAL',
                features: ['ADD_CASE', 'ADD_TAG', 'AUTOMATED_CASE_TRACKING'],
                isEligibleForTrial: false,
                daysUntilExpiry: 30,
                isTrialCustomer: true,
                caseCredits: 0,
                perCaseBilling: false,
              },
            },
          },
        },
      }),
    );
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
  });
});
