import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockEnvironment } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentAccountCardTestQuery } from '../../__generated__/PaymentAccountCardTestQuery.graphql.ts';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { renderWithRelay } from '../../test/render.tsx';
import { PaymentAccountCard } from './PaymentAccountCard.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const query = graphql`
  query PaymentAccountCardTestQuery @relay_test_operation {
    viewer {
      paymentAccount {
        ...PaymentAccountCard_account
      }
    }
  }
`;

function Harness() {
  const data = useLazyLoadQuery<PaymentAccountCardTestQuery>(query, {});
  return data.viewer ? <PaymentAccountCard account={data.viewer.paymentAccount} /> : null;
}

const ID = 'PaymentAccount:viewer';

function renderCard(account: Record<string, unknown>) {
  const environment = createTestEnvironment();
  environment.mock.queueOperationResolver((op: OperationDescriptor) =>
    MockPayloadGenerator.generate(op, {
      PaymentAccount: () => ({ id: ID, provider: 'OFFLINE', accountHint: null, onboardingPending: false, ...account }),
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

const operation = (environment: MockEnvironment, name: string) =>
  environment.mock.getAllOperations().find((op) => op.request.node.operation.name === name)!;

describe('PaymentAccountCard', () => {
  it('is not shown to a viewer who may not manage payouts (law firms, non-admins)', async () => {
    renderCard({ connected: false, viewerCan: { manage: false } });
    await act(async () => undefined);
    expect(screen.queryByRole('heading', { name: 'Payment information' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Connect payment account' })).toBeNull();
  });

  it('an admin connects, then disconnects, from the server’s answers', async () => {
    const environment = renderCard({ connected: false, viewerCan: { manage: true } });
    expect(await screen.findByRole('heading', { name: 'Payment information' })).toBeTruthy();
    expect(screen.getByText('Connect a payout account to charge access fees for medical records.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Connect payment account' }));
    act(() =>
      environment.mock.resolve(operation(environment, 'useConnectPaymentAccountMutation'), {
        data: {
          connectPaymentAccount: {
            redirectUrl: null,
            paymentAccount: {
              id: ID,
              connected: true,
              provider: 'OFFLINE',
              accountHint: 'ab12',
              onboardingPending: false,
              viewerCan: { manage: true },
            },
            userErrors: [],
          },
        },
      }),
    );
    expect(await screen.findByText('Your payout account is connected (…ab12). Law firms can pay your access fees by card.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect payment account' }));
    act(() =>
      environment.mock.resolve(operation(environment, 'useDisconnectPaymentAccountMutation'), {
        data: {
          disconnectPaymentAccount: {
            paymentAccount: {
              id: ID,
              connected: false,
              provider: 'OFFLINE',
              accountHint: null,
              onboardingPending: false,
              viewerCan: { manage: true },
            },
            userErrors: [],
          },
        },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Connect payment account' })).toBeTruthy();
  });

  it('a refusal is shown', async () => {
    const environment = renderCard({ connected: false, viewerCan: { manage: true } });
    fireEvent.click(await screen.findByRole('button', { name: 'Connect payment account' }));
    act(() =>
      environment.mock.resolve(operation(environment, 'useConnectPaymentAccountMutation'), {
        data: {
          connectPaymentAccount: {
            redirectUrl: null,
            paymentAccount: null,
            userErrors: [{ message: 'Only lienholder administrators can manage the payment account.' }],
          },
        },
      }),
    );
    expect(await screen.findByText('Only lienholder administrators can manage the payment account.')).toBeTruthy();
  });
});
