// The Stripe path of the payment page: Stripe Elements in a lazy chunk (mocked here: no network), a payment method
// made by Stripe.js sent as paymentMethodId, its refusal shown with 'Double check your info and try again', and a
// card that needs the cardholder completed with handleNextAction before the status is reported.
import { FluentProvider, Toaster, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockEnvironment } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEnvironmentHolder } from '../../relay/environment.ts';
import { RelayRoot } from '../../relay/RelayRoot.tsx';
import { DocumentPaymentRoute, documentPaymentLoader } from '../../routes/DocumentPaymentRoute.tsx';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { APP_TOASTER_ID } from '../../ui/appToaster.ts';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

const stripe = { createPaymentMethod: vi.fn(), handleNextAction: vi.fn() };
const loadStripe = vi.fn(async () => stripe);
vi.mock('@stripe/stripe-js', () => ({ loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: unknown }) => children,
  CardElement: () => <div data-testid="stripe-card-element" />,
  useStripe: () => stripe,
  useElements: () => ({ getElement: () => ({ element: 'card' }) }),
}));

afterEach(cleanup);
beforeEach(() => {
  stripe.createPaymentMethod.mockReset();
  stripe.handleNextAction.mockReset();
});

const CASE = '11111111-1111-4111-8111-111111111111';
const LIEN = '22222222-2222-4222-8222-222222222222';
const DOC = '33333333-3333-4333-8333-333333333333';

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

async function renderStripePage() {
  const environment = createTestEnvironment();
  const holder = createEnvironmentHolder(() => environment);
  const router = createMemoryRouter(
    [
      { path: '/document-payment', Component: DocumentPaymentRoute, loader: documentPaymentLoader(holder) },
      { path: '*', Component: Where },
    ],
    { initialEntries: [`/document-payment?document_ids=${DOC}&lien=${LIEN}`] },
  );
  render(
    <FluentProvider theme={webLightTheme}>
      <RelayRoot holder={holder}>
        <RouterProvider router={router} />
        <Toaster toasterId={APP_TOASTER_ID} />
      </RelayRoot>
    </FluentProvider>,
  );
  const name = 'DocumentPaymentRouteQuery';
  await waitFor(() => expect(environment.mock.getAllOperations().some((op) => op.request.node.operation.name === name)).toBe(true));
  const query = environment.mock.getAllOperations().find((op) => op.request.node.operation.name === name)!;
  const payment = {
    documents: [{ id: 'Document:1', internalID: DOC, name: 'MRI records', price: '20.00', caseInternalID: CASE }],
    total: '20.00',
    provider: 'STRIPE',
    publishableKey: 'pk_test_page',
    lienholders: [{ internalID: 'holder', name: 'Riverside Spine', canAcceptPayments: true }],
    savedCards: [],
  };
  act(() =>
    environment.mock.resolve(
      query,
      MockPayloadGenerator.generate(query, { Viewer: () => ({ documentPayment: payment }), DocumentPayment: () => payment }) as never,
    ),
  );
  return environment;
}

const operation = (environment: MockEnvironment, name: string) =>
  environment.mock.getAllOperations().find((op) => op.request.node.operation.name === name);

describe('Stripe card form', () => {
  it('loads Stripe.js with the publishable key, pays with the payment method, completes a required action', async () => {
    const environment = await renderStripePage();
    expect(await screen.findByTestId('stripe-card-element')).toBeTruthy();
    expect(screen.queryByText('Test payments — no real card is charged (offline payment provider)')).toBeNull();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_page');
    stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_123' } });
    stripe.handleNextAction.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $20.00' }));
    await waitFor(() => expect(operation(environment, 'usePayForDocumentsMutation')).toBeTruthy());
    expect(operation(environment, 'usePayForDocumentsMutation')!.request.variables.input).toMatchObject({
      paymentMethodId: 'pm_123',
      card: null,
    });
    act(() =>
      environment.mock.resolve(operation(environment, 'usePayForDocumentsMutation')!, {
        data: {
          payForDocuments: {
            paymentIntents: [
              {
                internalID: 'intent-1',
                status: 'processing',
                providerStatus: 'requires_action',
                clientSecret: 'pi_1_secret_x',
                amount: '20.00',
                lienholderName: 'Riverside Spine',
                errorCode: null,
                errorMessage: null,
              },
            ],
            userErrors: [],
          },
        },
      }),
    );
    await waitFor(() => expect(operation(environment, 'useConfirmDocumentPaymentMutation')).toBeTruthy());
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_x' });
    expect(operation(environment, 'useConfirmDocumentPaymentMutation')!.request.variables.input).toEqual({
      paymentIntentId: 'intent-1',
      status: 'succeeded',
    });
    act(() =>
      environment.mock.resolve(operation(environment, 'useConfirmDocumentPaymentMutation')!, {
        data: { confirmDocumentPayment: { paymentIntent: { internalID: 'intent-1', status: 'processing' }, userErrors: [] } },
      }),
    );
    expect(await screen.findByText('Payment processing!')).toBeTruthy();
    expect(await screen.findByText(`at /portfolio/${CASE}?tab=documents&lien=${LIEN}`)).toBeTruthy();
  });

  it("Stripe.js refusing the card shows its message with 'Double check your info and try again'; nothing is sent", async () => {
    const environment = await renderStripePage();
    await screen.findByTestId('stripe-card-element');
    stripe.createPaymentMethod.mockResolvedValue({ error: { message: 'Your card number is incomplete.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $20.00' }));
    expect(await screen.findByText('Your card number is incomplete.')).toBeTruthy();
    expect(screen.getByText('Double check your info and try again')).toBeTruthy();
    expect(operation(environment, 'usePayForDocumentsMutation')).toBeUndefined();
  });
});
