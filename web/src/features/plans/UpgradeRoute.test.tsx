import { FluentProvider, Toaster, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEnvironmentHolder } from '../../relay/environment.ts';
import { RelayRoot } from '../../relay/RelayRoot.tsx';
import { createTestEnvironment } from '../../test/mockEnvironment.ts';
import { APP_TOASTER_ID } from '../../ui/appToaster.ts';
import { stepStates } from './planTexts.ts';
import { UpgradeRoute, upgradeLoader } from './UpgradeRoute.tsx';

vi.mock('react-relay', async (importOriginal) => (await import('../../test/relayArtifacts.ts')).mockReactRelay(importOriginal));

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

const OFFERS = [
  { selection: 'perCase', cases: null, bonusCases: 0, totalCases: null, amount: null, pricePerCase: '10.00', costPerCase: '10.00' },
  { selection: '100', cases: 100, bonusCases: 10, totalCases: 110, amount: '1000.00', pricePerCase: '10.00', costPerCase: '9.09' },
  { selection: '250', cases: 250, bonusCases: 38, totalCases: 288, amount: '2500.00', pricePerCase: '10.00', costPerCase: '8.68' },
  { selection: '500', cases: 500, bonusCases: 100, totalCases: 600, amount: '5000.00', pricePerCase: '10.00', costPerCase: '8.33' },
];

function plans(viewerCan: Record<string, boolean> = {}) {
  return {
    freePrice: '0.00',
    enterprisePriceLabel: 'Contact for pricing',
    trialDays: 30,
    provider: 'OFFLINE',
    publishableKey: null,
    offers: OFFERS,
    viewerCan: { startTrial: true, purchase: true, seeUpgradeLink: true, ...viewerCan },
  };
}

const operation = (environment: MockEnvironment, name: string) =>
  environment.mock.getAllOperations().find((op) => op.request.node.operation.name === name)!;

async function renderUpgrade(url: string, viewerPlans = plans()) {
  const environment = createTestEnvironment();
  const holder = createEnvironmentHolder(() => environment);
  const router = createMemoryRouter(
    [
      { path: '/upgrade/:step?', Component: UpgradeRoute, loader: upgradeLoader(holder) },
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
  await waitFor(() => expect(operation(environment, 'UpgradeRouteQuery')).toBeTruthy());
  const query = operation(environment, 'UpgradeRouteQuery');
  act(() =>
    environment.mock.resolve(
      query,
      MockPayloadGenerator.generate(query, { Viewer: () => ({ plans: viewerPlans }), Plans: () => viewerPlans }) as never,
    ),
  );
  return environment;
}

describe('steps', () => {
  it('finish, process, wait', () => {
    expect(stepStates('overview')).toEqual({ overview: 'process', choose: 'wait', payment: 'wait' });
    expect(stepStates('payment')).toEqual({ overview: 'finish', choose: 'finish', payment: 'process' });
  });
});

describe('/upgrade/overview', () => {
  it('compares Free and Enterprise; an eligible admin starts the trial and lands on the portfolio', async () => {
    const environment = await renderUpgrade('/upgrade/overview');
    const enterprise = await screen.findByRole('group', { name: 'Enterprise' });
    expect(within(enterprise).getByText('Contact for pricing')).toBeTruthy();
    expect(within(enterprise).getByText('30-day free trial')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Free' })).getByText('$0')).toBeTruthy();
    const bar = screen.getByRole('list', { name: 'Upgrade steps' });
    expect(within(bar).getByText('Overview').closest('li')?.getAttribute('data-state')).toBe('process');
    expect(within(bar).getByText('Review & Pay').closest('li')?.getAttribute('data-state')).toBe('wait');

    fireEvent.click(screen.getByRole('button', { name: 'Start free trial' }));
    act(() =>
      environment.mock.resolve(operation(environment, 'useStartTrialMutation'), {
        data: {
          startTrial: {
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
            userErrors: [],
          },
        },
      }),
    );
    expect(await screen.findByText('at /portfolio')).toBeTruthy();
    expect(await screen.findByText('Your 30-day free trial has started.')).toBeTruthy();
  });

  it('the registry’s refusal is shown; a member sees no trial button', async () => {
    const environment = await renderUpgrade('/upgrade/overview');
    fireEvent.click(await screen.findByRole('button', { name: 'Start free trial' }));
    act(() =>
      environment.mock.resolve(operation(environment, 'useStartTrialMutation'), {
        data: {
          startTrial: { account: null, userErrors: [{ field: null, message: 'Your organization is not eligible for a free trial.' }] },
        },
      }),
    );
    expect(await screen.findByText('Your organization is not eligible for a free trial.')).toBeTruthy();
    cleanup();
    await renderUpgrade('/upgrade/overview', plans({ startTrial: false, purchase: false }));
    await screen.findByRole('group', { name: 'Enterprise' });
    expect(screen.queryByRole('button', { name: 'Start free trial' })).toBeNull();
    expect(screen.getByText('Only organization administrators can change the plan.')).toBeTruthy();
  });
});

describe('/upgrade/choose', () => {
  it('per case and the packs with bonus cases and cost per case; selecting goes to Review & Pay', async () => {
    await renderUpgrade('/upgrade/choose');
    const perCase = await screen.findByRole('group', { name: 'Pay per case' });
    expect(within(perCase).getByText('$10/case')).toBeTruthy();
    expect(within(perCase).getByText('Billed monthly · unlimited cases')).toBeTruthy();
    const pack = screen.getByRole('group', { name: '100 cases' });
    expect(within(pack).getByText('$1,000')).toBeTruthy();
    expect(within(pack).getByText('+ 10 free cases (110 total)')).toBeTruthy();
    expect(within(pack).getByText('$9.09 per case')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '500 cases' })).getByText('+ 100 free cases (600 total)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Select 100 cases' }));
    expect(await screen.findByRole('heading', { name: 'Review & Pay' })).toBeTruthy();
  });
});

describe('/upgrade/payment', () => {
  function fillCard(number = '4242 4242 4242 4242') {
    fireEvent.change(screen.getByRole('textbox', { name: /Card number/ }), { target: { value: number } });
    fireEvent.change(screen.getByRole('textbox', { name: /Expiry/ }), { target: { value: '12/34' } });
    fireEvent.change(screen.getByRole('textbox', { name: /CVC/ }), { target: { value: '123' } });
  }
  const purchase = (extra: Record<string, unknown> = {}) => ({
    internalID: 'purchase-1',
    selection: '100',
    status: 'processing',
    providerStatus: 'succeeded',
    clientSecret: null,
    amount: '1000.00',
    credits: 110,
    errorCode: null,
    errorMessage: null,
    ...extra,
  });

  it('the per-case plan charges nothing now: its button starts the plan, and the card goes with it', async () => {
    const environment = await renderUpgrade('/upgrade/payment?selection=perCase');
    const start = await screen.findByRole('button', { name: 'Start pay-per-case plan' });
    expect(screen.getByLabelText('Amount due now').textContent).toBe('$0');
    expect(screen.getByText('Nothing now: $10 for each case registered, billed monthly.')).toBeTruthy();
    fillCard();
    fireEvent.click(start);
    const sent = operation(environment, 'usePurchasePlanMutation');
    expect(sent.request.variables.input).toMatchObject({ selection: 'perCase', card: { number: '4242 4242 4242 4242' } });
    act(() =>
      environment.mock.resolve(sent, {
        data: {
          purchasePlan: {
            purchase: purchase({ selection: 'perCase', status: 'succeeded', amount: '0.00', credits: 0 }),
            account: null,
            userErrors: [],
          },
        },
      }),
    );
    expect(await screen.findByText('at /portfolio')).toBeTruthy();
    expect(await screen.findByText('Your pay-per-case plan is active.')).toBeTruthy();
  });

  it('an unknown selection asks to choose a plan first', async () => {
    await renderUpgrade('/upgrade/payment?selection=7');
    expect(await screen.findByText('Choose a plan first.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Card number/ })).toBeNull();
  });

  it('pays a 100-case pack with the offline card form, once per visit’s key, then lands on the portfolio', async () => {
    const environment = await renderUpgrade('/upgrade/payment?selection=100');
    expect(await screen.findByLabelText('Amount due now')).toBeTruthy();
    expect(screen.getByLabelText('Amount due now').textContent).toBe('$1,000');
    fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $1000.00' }));
    const sent = operation(environment, 'usePurchasePlanMutation');
    expect(sent.request.variables.input).toMatchObject({
      selection: '100',
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 34, cvc: '123' },
      paymentMethodId: null,
    });
    expect(sent.request.variables.input.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    act(() =>
      environment.mock.resolve(sent, {
        data: { purchasePlan: { purchase: purchase(), account: null, userErrors: [] } },
      }),
    );
    expect(await screen.findByText('at /portfolio')).toBeTruthy();
    expect(await screen.findByText('Payment processing!')).toBeTruthy();
  });

  it('a declined card stays on the page with the provider’s message', async () => {
    const environment = await renderUpgrade('/upgrade/payment?selection=250');
    const pay = await screen.findByRole('button', { name: 'Pay $2500.00' });
    fillCard('4000 0000 0000 0002');
    fireEvent.click(pay);
    act(() =>
      environment.mock.resolve(operation(environment, 'usePurchasePlanMutation'), {
        data: {
          purchasePlan: {
            purchase: purchase({ status: 'failed', errorCode: 'card_declined', errorMessage: 'Your card was declined.' }),
            account: null,
            userErrors: [],
          },
        },
      }),
    );
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    expect(screen.getByText('Double check your info and try again')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Review & Pay' })).toBeTruthy();
  });
});
