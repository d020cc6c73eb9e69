// Plans through GraphQL over a real registry with the offline provider (issue 12, H5): the account's service and the
// offers, an admin starting the trial (the account in the answer is current), buying a 100-case pack (the webhook adds
// the credits; a retried mutation charges once), a declined card, userErrors, and refusals for a member and another
// organisation's admin (who can only act for their own organisation).
import { randomUUID } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createOfflinePayments, type OfflinePayments } from '../../registry/adapters/payments.ts';
import { DEMO_EMAILS, DEMO_PASSWORD, loginAs } from '../../registry/testing.ts';
import { createUser } from '../contract/helpers.ts';
import { gql, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
let offline: OfflinePayments;
const tokens: Record<string, string> = {};

const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };
const SERVICE = `stage features validTo daysUntilExpiry isEligibleForTrial isInExpiredTrial isPayingCustomer isTrialCustomer wasTrialCustomer caseCredits perCaseBilling trialStartedAt`;
const VIEWER = `{ viewer { activeAccount { id showsUpgradeLink currentService { ${SERVICE} } }
  plans { freePrice enterprisePriceLabel trialDays provider publishableKey
    offers { selection kind cases bonusCases totalCases amount pricePerCase costPerCase billing }
    viewerCan { startTrial purchase seeUpgradeLink } } } }`;
const START = `mutation { startTrial { account { id showsUpgradeLink currentService { ${SERVICE} } } userErrors { field message code } } }`;
const BUY = `mutation($input: PurchasePlanInput!) { purchasePlan(input: $input) {
  purchase { internalID selection status amount credits errorCode errorMessage }
  account { id currentService { stage caseCredits features } }
  userErrors { field message code } } }`;

beforeAll(async () => {
  offline = createOfflinePayments();
  stack = await startBffStack({ adapters: { payments: offline } });
  for (const key of ['lawFirm', 'funder', 'insurer'] as const) tokens[key] = await loginAs(stack.registry.url, DEMO_EMAILS[key]);
});
const clients: Client[] = [];
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await stack?.close();
});

function connect(token: string): Client {
  const client = createClient({
    url: `${stack.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `JWT ${token}` },
    lazy: false,
    retryAttempts: 0,
  });
  clients.push(client);
  return client;
}

/** Every result of a subscription, as it arrives; resolves once the subscription is in place (a round trip after it). */
async function collect(token: string, query: string) {
  const client = connect(token);
  const results: any[] = [];
  client.subscribe({ query }, { next: (value) => void results.push(value), error: () => {}, complete: () => {} });
  await new Promise<void>((resolve, reject) => {
    client.subscribe({ query: '{ viewer { user { email } } }' }, { next: () => {}, error: reject, complete: resolve });
  });
  return results;
}

describe('plans', () => {
  test('the service and the offers; the upgrade link only for non-law-firm admins on the free plan', async () => {
    const funder = (await gql(stack, VIEWER, {}, { token: tokens.funder })).body;
    expect(funder.errors).toBeUndefined();
    expect(funder.data.viewer.activeAccount.currentService).toMatchObject({
      stage: 'FREEMIUM',
      features: [],
      isEligibleForTrial: true,
      caseCredits: 0,
    });
    expect(funder.data.viewer.activeAccount.showsUpgradeLink).toBe(true);
    expect(funder.data.viewer.plans).toMatchObject({
      freePrice: '0.00',
      enterprisePriceLabel: 'Contact for pricing',
      trialDays: 30,
      provider: 'OFFLINE',
      publishableKey: null,
      viewerCan: { startTrial: true, purchase: true, seeUpgradeLink: true },
    });
    expect(funder.data.viewer.plans.offers.map((o: any) => [o.selection, o.amount, o.totalCases, o.costPerCase])).toEqual([
      ['perCase', null, null, '10.00'],
      ['100', '1000.00', 110, '9.09'],
      ['250', '2500.00', 288, '8.68'],
      ['500', '5000.00', 600, '8.33'],
    ]);
    const firm = (await gql(stack, VIEWER, {}, { token: tokens.lawFirm })).body.data.viewer;
    expect(firm.activeAccount.currentService).toMatchObject({ stage: 'PAID', isPayingCustomer: true });
    expect(firm.plans.viewerCan).toEqual({ startTrial: false, purchase: true, seeUpgradeLink: false });
    expect(firm.activeAccount.showsUpgradeLink).toBe(false);
  });

  test('a member may not start the trial; the admin does, once, and the answer carries the account as it is now', async () => {
    const funderOrg = (await gql(stack, `{ viewer { activeAccount { organization { internalID } } } }`, {}, { token: tokens.funder })).body
      .data.viewer.activeAccount.organization.internalID;
    const member = await createUser(stack.registry.registry.db, { password: DEMO_PASSWORD, organizationId: funderOrg });
    const memberToken = await loginAs(stack.registry.url, member.email);
    const memberView = (await gql(stack, VIEWER, {}, { token: memberToken })).body.data.viewer.plans.viewerCan;
    expect(memberView).toEqual({ startTrial: false, purchase: false, seeUpgradeLink: false });
    const refused = (await gql(stack, START, {}, { token: memberToken })).body.data.startTrial;
    expect(refused).toEqual({
      account: null,
      userErrors: [{ field: null, message: 'Only organization administrators can change the plan.', code: 'FORBIDDEN' }],
    });

    const started = (await gql(stack, START, {}, { token: tokens.funder })).body.data.startTrial;
    expect(started.userErrors).toEqual([]);
    expect(started.account.currentService).toMatchObject({
      stage: 'TRIAL',
      features: ['ADD_CASE', 'ADD_TAG', 'AUTOMATED_CASE_TRACKING'],
      daysUntilExpiry: 30,
      isTrialCustomer: true,
      isEligibleForTrial: false,
    });
    expect(started.account.currentService.trialStartedAt).toEqual(expect.any(String));
    // In a trial the upgrade link goes.
    expect(started.account.showsUpgradeLink).toBe(false);
    // The member's next read follows at once (the service is the organisation's).
    expect((await gql(stack, VIEWER, {}, { token: memberToken })).body.data.viewer.activeAccount.currentService.stage).toBe('TRIAL');
    const again = (await gql(stack, START, {}, { token: tokens.funder })).body.data.startTrial;
    expect(again.userErrors).toEqual([{ field: null, message: 'Your organization is not eligible for a free trial.', code: 'INVALID' }]);
    expect((await gql(stack, START)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('an admin buys a 100-case pack with a test card: once per key; the webhook adds 110 credits', async () => {
    const key = randomUUID();
    const charges = offline.chargeCount;
    const input = { selection: '100', idempotencyKey: key, card: CARD };
    const bought = (await gql(stack, BUY, { input }, { token: tokens.insurer })).body.data.purchasePlan;
    expect(bought.userErrors).toEqual([]);
    expect(bought.purchase).toMatchObject({ selection: '100', amount: '1000.00', credits: 110, errorCode: null });
    const retried = (await gql(stack, BUY, { input }, { token: tokens.insurer })).body.data.purchasePlan;
    expect(retried.purchase.internalID).toBe(bought.purchase.internalID);
    await stack.registry.registry.adapters.jobs.idle();
    expect(offline.chargeCount).toBe(charges + 1);
    const service = (await gql(stack, VIEWER, {}, { token: tokens.insurer })).body.data.viewer.activeAccount.currentService;
    expect(service).toMatchObject({ stage: 'FREEMIUM', caseCredits: 110, features: ['ADD_CASE'], isPayingCustomer: true });
  });

  test('a declined card is a purchase error; bad input and members are userErrors', async () => {
    const declined = (
      await gql(
        stack,
        BUY,
        { input: { selection: '250', idempotencyKey: randomUUID(), card: { ...CARD, number: '4000000000000002' } } },
        { token: tokens.insurer },
      )
    ).body.data.purchasePlan;
    expect(declined.purchase).toMatchObject({ status: 'failed', errorCode: 'card_declined', errorMessage: 'Your card was declined.' });
    const bad = (
      await gql(stack, BUY, { input: { selection: 'lots', idempotencyKey: randomUUID(), card: CARD } }, { token: tokens.insurer })
    ).body.data.purchasePlan;
    expect(bad.userErrors).toEqual([{ field: 'selection', message: '"lots" is not a valid choice.', code: 'INVALID' }]);
    const noCard = (await gql(stack, BUY, { input: { selection: 'perCase', idempotencyKey: randomUUID() } }, { token: tokens.insurer }))
      .body.data.purchasePlan;
    expect(noCard.userErrors).toEqual([{ field: 'paymentMethodId', message: 'Payment method invalid!', code: 'INVALID' }]);
    const insurerOrg = (await gql(stack, `{ viewer { activeAccount { organization { internalID } } } }`, {}, { token: tokens.insurer }))
      .body.data.viewer.activeAccount.organization.internalID;
    const member = await createUser(stack.registry.registry.db, { password: DEMO_PASSWORD, organizationId: insurerOrg });
    const memberToken = await loginAs(stack.registry.url, member.email);
    const refused = (
      await gql(stack, BUY, { input: { selection: '100', idempotencyKey: randomUUID(), card: CARD } }, { token: memberToken })
    ).body.data.purchasePlan;
    expect(refused).toMatchObject({ purchase: null, userErrors: [{ code: 'FORBIDDEN' }] });
    const confirmOther = await gql(
      stack,
      `mutation($input: ConfirmPlanPurchaseInput!) { confirmPlanPurchase(input: $input) { purchase { status } userErrors { code } } }`,
      { input: { purchaseId: declined.purchase.internalID, status: 'succeeded' } },
      { token: tokens.funder },
    );
    expect(confirmOther.body.data.confirmPlanPurchase).toEqual({ purchase: null, userErrors: [{ code: 'NOT_FOUND' }] });
  });

  test('accountChanged: the organisation’s open pages hear a paid pack with the service as it is now; others hear nothing', async () => {
    const SUBSCRIPTION = `subscription { accountChanged { account { id currentService { stage caseCredits features } } } }`;
    const insurer = await collect(tokens.insurer, SUBSCRIPTION);
    const funder = await collect(tokens.funder, SUBSCRIPTION);
    const before = (await gql(stack, VIEWER, {}, { token: tokens.insurer })).body.data.viewer.activeAccount.currentService.caseCredits;
    const bought = (
      await gql(stack, BUY, { input: { selection: '500', idempotencyKey: randomUUID(), card: CARD } }, { token: tokens.insurer })
    ).body.data.purchasePlan;
    expect(bought.userErrors).toEqual([]);
    await stack.registry.registry.adapters.jobs.idle();
    await expect.poll(() => insurer.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const last = insurer[insurer.length - 1];
    expect(last.errors).toBeUndefined();
    expect(last.data.accountChanged.account.currentService).toMatchObject({ stage: 'FREEMIUM', caseCredits: before + 600 });
    expect(last.extensions?.live?.version).toEqual(expect.any(String));
    expect(funder).toEqual([]);
  });
});
