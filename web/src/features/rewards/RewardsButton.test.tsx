import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RewardsButtonTestQuery } from '../../__generated__/RewardsButtonTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { RewardsButton } from './RewardsButton.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const query = graphql`
  query RewardsButtonTestQuery @relay_test_operation {
    viewer {
      ...RewardsButton_viewer
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<RewardsButtonTestQuery>(query, {});
  return data.viewer ? <RewardsButton viewer={data.viewer} /> : <span>no viewer</span>;
}

function renderRewards(rewards: object | null) {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    MockPayloadGenerator.generate(op, { Viewer: () => ({ rewards }), Rewards: () => rewards }),
  );
  renderWithRelay(
    <Suspense fallback="Loading...">
      <Harness />
      <span>rendered</span>
    </Suspense>,
    environment,
  );
}

const RULE = 'Earn 50 points each time you update or confirm a case status before it is out of date.';

describe('RewardsButton', () => {
  it('shows the points, the progress toward the card the server computed, and the rule', async () => {
    renderRewards({ totalPoints: 1250, pointsToCard: 3750, percent: 25, cardPoints: 5000, rule: RULE });
    fireEvent.click(await screen.findByRole('button', { name: 'Rewards: 1,250 points' }));
    const bar = await screen.findByRole('progressbar', { name: 'Progress toward your gift card' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0.25');
    expect(screen.getByText('1,250 points')).toBeTruthy();
    expect(screen.getByText('3,750 points to your gift card (25%)')).toBeTruthy();
    expect(screen.getByText(RULE)).toBeTruthy();
  });

  it('says when the card is reached', async () => {
    renderRewards({ totalPoints: 5200, pointsToCard: 0, percent: 100, cardPoints: 5000, rule: RULE });
    fireEvent.click(await screen.findByRole('button', { name: 'Rewards: 5,200 points' }));
    expect(await screen.findByText('You have reached your gift card (5,000 points)!')).toBeTruthy();
  });

  it('is not there when the viewer takes no part in the programme (rewards null)', async () => {
    renderRewards(null);
    await screen.findByText('rendered');
    expect(screen.queryByRole('button', { name: /Rewards/ })).toBeNull();
  });
});
