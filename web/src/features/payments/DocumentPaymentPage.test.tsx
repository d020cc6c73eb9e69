import { FluentProvider, Toaster, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEnvironmentHolder } from '../../relay/environment.ts';
import { RelayRoot } from '../../relay/RelayRoot.tsx';
import { DocumentPaymentRoute, documentPaymentLoader } from '../../routes/DocumentPaymentRoute.tsx';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { APP_TOASTER_ID } from '../../ui/appToaster.ts';
import { parsePaymentParams } from './paymentTexts.ts';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

const CASE = '11111111-1111-4111-8111-111111111111';
const LIEN = '22222222-2222-4222-8222-222222222222';
const DOC = '33333333-3333-4333-8333-333333333333';

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

type Payment = Record<string, unknown> | null;

async function renderPage(url: string, payment: Payment = defaultPayment()) {
  const environment = createTestEnvironment();
  const holder = createEnvironmentHolder(() => environment);
  const router = createMemoryRouter(
    [
      { path: '/document-payment', Component: DocumentPaymentRoute, loader: documentPaymentLoader(holder) },
      { path: '*', Component: Where },
    ],
    { initialEntries: [url] },
  );
  render(
    <FluentProvider theme={webLightTheme}>
      <RelayRoot holder={holder}>
        <RouterProvider router={router} />
        <Toaster toasterId={APP_TOASTER_ID} />
      </RelayRoot>
    </FluentProvider>,
  );
  // The page's query, answered once the loader sent it (valid parameters only).
  if (parsePaymentParams(new URL(url, 'http://test').searchParams)) {
    await waitFor(() =>
      expect(environment.mock.getAllOperations().some((op) => op.request.node.operation.name === 'DocumentPaymentRouteQuery')).toBe(true),
    );
    const query = environment.mock.getAllOperations().find((op) => op.request.node.operation.name === 'DocumentPaymentRouteQuery')!;
    act(() =>
      environment.mock.resolve(
        query,
        MockPayloadGenerator.generate(query, {
          Viewer: () => ({ documentPayment: payment }),
          DocumentPayment: () => payment ?? {},
        }) as never,
      ),
    );
  }
  return environment;
}

function defaultPayment(extra: Record<string, unknown> = {}) {
  return {
    documents: [{ id: 'Document:1', internalID: DOC, name: 'MRI records', price: '12.50', caseInternalID: CASE }],
    total: '12.50',
    provider: 'OFFLINE',
    publishableKey: null,
    lienholders: [{ internalID: 'holder', name: 'Riverside Spine', canAcceptPayments: true }],
    savedCards: [],
    ...extra,
  };
}

const URL_OK = `/document-payment?document_ids=${DOC}&lien=${LIEN}`;

const payOperation = (environment: MockEnvironment) =>
  environment.mock.getAllOperations().find((op) => op.request.node.operation.name === 'usePayForDocumentsMutation')!;

function fillCard(number = '4242 4242 4242 4242') {
  fireEvent.change(screen.getByRole('textbox', { name: /Card number/ }), { target: { value: number } });
  fireEvent.change(screen.getByRole('textbox', { name: /Expiry/ }), { target: { value: '12/34' } });
  fireEvent.change(screen.getByRole('textbox', { name: /CVC/ }), { target: { value: '123' } });
}

function answerPay(environment: MockEnvironment, intent: Record<string, unknown>, userErrors: unknown[] = []) {
  act(() =>
    environment.mock.resolve(payOperation(environment), {
      data: {
        payForDocuments: {
          paymentIntents: [
            {
              internalID: 'intent-1',
              status: 'processing',
              providerStatus: 'succeeded',
              clientSecret: null,
              amount: '12.50',
              lienholderName: 'Riverside Spine',
              errorCode: null,
              errorMessage: null,
              ...intent,
            },
          ],
          userErrors,
        },
      },
    }),
  );
}

describe('DocumentPaymentRoute', () => {
  it('bad parameters: Navigation error, and nothing is asked of the server', async () => {
    const environment = await renderPage(`/document-payment?document_ids=${DOC},nope&lien=${LIEN}`);
    expect(await screen.findByText('Navigation error')).toBeTruthy();
    expect(screen.getByText('You must navigate to this page from the lien document table...')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    cleanup();
    await renderPage(`/document-payment?document_ids=${DOC}`);
    expect(await screen.findByText('Navigation error')).toBeTruthy();
  });

  it('a viewer who may not pay is told so and sent to the portfolio', async () => {
    await renderPage(URL_OK, null);
    expect(await screen.findByText('Only law firm users are able to access this page.')).toBeTruthy();
    expect(await screen.findByText('at /portfolio')).toBeTruthy();
  });

  it('offline: order summary, the test-payment label, a test card pays once and lands on the Documents tab', async () => {
    const environment = await renderPage(URL_OK);
    expect(await screen.findByRole('heading', { name: 'Order summary' })).toBeTruthy();
    expect(screen.getByText('MRI records')).toBeTruthy();
    expect(screen.getByLabelText('Total amount').textContent).toBe('$12.50');
    expect(screen.getByText('Test payments — no real card is charged (offline payment provider)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pay with card' })).toBeTruthy();
    fillCard();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Save card for future use' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay $12.50' }));
    const variables = payOperation(environment).request.variables.input;
    expect(variables).toMatchObject({
      documentIds: [DOC],
      lienId: LIEN,
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 34, cvc: '123' },
      saveCard: true,
      paymentMethodId: null,
    });
    expect(variables.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    answerPay(environment, {});
    expect(await screen.findByText('Payment processing!')).toBeTruthy();
    expect(
      screen.getByText(
        'The payment is processing and should be put through shortly. If the documents are unavailable, please refresh your page and try again.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText(`at /portfolio/${CASE}?tab=documents&lien=${LIEN}`)).toBeTruthy();
  });

  it("a refused card shows the provider's message with 'Double check your info and try again'; the retry keeps the key", async () => {
    const environment = await renderPage(URL_OK);
    await screen.findByRole('heading', { name: 'Pay with card' });
    fillCard('4000 0000 0000 0002');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $12.50' }));
    const firstKey = payOperation(environment).request.variables.input.idempotencyKey;
    answerPay(environment, {
      status: 'failed',
      providerStatus: 'requires_payment_method',
      errorCode: 'card_declined',
      errorMessage: 'Your card was declined.',
    });
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    expect(screen.getByText('Double check your info and try again')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pay with card' })).toBeTruthy();
    fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $12.50' }));
    const again = environment.mock.getAllOperations().filter((op) => op.request.node.operation.name === 'usePayForDocumentsMutation');
    expect(again.at(-1)!.request.variables.input.idempotencyKey).toBe(firstKey);
  });

  it("a failed request is a 'Payment error' that stays", async () => {
    const environment = await renderPage(URL_OK);
    await screen.findByRole('heading', { name: 'Pay with card' });
    fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $12.50' }));
    act(() => environment.mock.reject(payOperation(environment), new Error('network down')));
    expect(await screen.findByText('Payment error')).toBeTruthy();
    expect(
      screen.getByText(
        /^An error occurred in the payment process\. Please refresh your tab and try again\. If the problem persists, please contact /,
      ),
    ).toBeTruthy();
  });

  it('a saved card pays with its id', async () => {
    const environment = await renderPage(
      URL_OK,
      defaultPayment({ savedCards: [{ internalID: 'saved-1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 }] }),
    );
    expect(await screen.findByRole('radio', { name: 'Visa ending in 4242 (expires 12/34)' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Use a new card' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $12.50' }));
    expect(payOperation(environment).request.variables.input).toMatchObject({ paymentMethodId: 'saved-1', card: null });
  });

  it('a missing card is refused before anything is sent', async () => {
    const environment = await renderPage(URL_OK);
    await screen.findByRole('heading', { name: 'Pay with card' });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $12.50' }));
    expect(screen.getByText('Payment method invalid!')).toBeTruthy();
    expect(payOperation(environment)).toBeUndefined();
  });
});
