import { cleanup, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlanCardTestQuery } from '../../__generated__/PlanCardTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { PlanCard } from './PlanCard.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const query = graphql`
  query PlanCardTestQuery @relay_test_operation {
    viewer {
      activeAccount {
        currentService {
          ...PlanCard_service
        }
      }
    }
  }
`;

function Harness({ showUpgradeLink }: { showUpgradeLink: boolean }) {
  const data = useLazyLoadQuery<PlanCardTestQuery>(query, {});
  return data.viewer ? <PlanCard service={data.viewer.activeAccount.currentService} showUpgradeLink={showUpgradeLink} /> : null;
}

function renderCard(service: Record<string, unknown>, showUpgradeLink = false) {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    MockPayloadGenerator.generate(op, {
      Account: () => ({ id: 'Account:1' }),
      CurrentService: () => ({ daysUntilExpiry: null, isTrialCustomer: false, caseCredits: 0, perCaseBilling: false, ...service }),
    }),
  );
  renderWithRelay(
    <Suspense fallback="Loading...">
      <Harness showUpgradeLink={showUpgradeLink} />
    </Suspense>,
    environment,
  );
}

describe('PlanCard', () => {
  it('a trial: its stage and the days left', async () => {
    renderCard({ stage: 'TRIAL', daysUntilExpiry: 20, isTrialCustomer: true });
    expect(await screen.findByRole('heading', { name: 'Plan' })).toBeTruthy();
    expect(screen.getByLabelText('Plan stage').textContent).toBe('Free trial');
    expect(screen.getByText('20 days left')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upgrade to Enterprise' })).toBeNull();
  });

  it('the free plan with prepaid cases, and the upgrade link when the viewer may see it', async () => {
    renderCard({ stage: 'FREEMIUM', caseCredits: 110 }, true);
    expect((await screen.findByLabelText('Plan stage')).textContent).toBe('Free');
    expect(screen.getByText('110 prepaid cases left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade to Enterprise' })).toBeTruthy();
  });
});
