// Plans (issue 12, H5; DECISIONS 16): the organisation's service read by every gate at once, the offers, the free
// trial (admins only, eligibility, two racing requests start one), buying packs with the offline provider (the webhook
// adds the credits, a repeated key charges once, a declined card adds nothing), the per-case plan, credits spent by
// case creation in its own transaction and refused at 0, the daily job ending expired trials, and refusals: a member
// (403), another organisation (404), anonymous (401).
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createOfflinePayments, type OfflinePayments } from '../../registry/adapters/payments.ts';
import { createStripePayments } from '../../registry/adapters/payments-stripe.ts';
import {
  PER_CASE_BILLING_JOB,
  scheduleTrialExpiry,
  startPerCaseBilling,
  startTrialExpiry,
  TRIAL_EXPIRY_JOB,
} from '../../registry/jobs/plans.ts';
import { DEMO_EMAILS, DEMO_PASSWORD, loginAs, startTestRegistry, type TestRegistry } from '../../registry/testing.ts';
import { call, createUser, V1 } from './helpers.ts';
import { startStripePeer, type StripePeer } from './stripe-peer.ts';

const CARD = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034, cvc: '123' };
const DECLINED = { ...CARD, number: '4000000000000002' };

let registry: TestRegistry;
let url: string;
let offline: OfflinePayments;
const tokens: Record<string, string> = {};
const orgs: Record<string, string> = {};
const db = () => registry.registry.db;
const idle = () => registry.registry.adapters.jobs.idle();

const serviceOf = async (token: string) => (await call(url, `${V1}/accounts-auth/`, { token })).body.registry_accounts[0].current_service;
const orgRow = (id: string) => db().selectFrom('legal_organizations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A new lienholder organisation that may register cases, with an admin (and its token). */
async function newLienholder(): Promise<{ id: string; token: string }> {
  const admin = await createUser(db(), { password: DEMO_PASSWORD });
  await db().updateTable('accounts').set({ role: 'ADMIN' }).where('id', '=', admin.accountId).execute();
  await db().updateTable('legal_organizations').set({ can_create_registry_cases: true }).where('id', '=', admin.organizationId).execute();
  return { id: admin.organizationId, token: await loginAs(url, admin.email) };
}

const caseRow = () => ({
  plaintiff: { first_name: 'Credit', last_name: randomUUID().slice(0, 6), birthdate: '1985-02-03' },
  date_of_loss: '2025-03-04',
  type: 'MOTOR_VEHICLE_ACCIDENT',
  law_firm: orgs.lawFirm,
  contact: { first_name: 'Case', last_name: 'Contact', email: 'case.contact@hartwell.example' },
});
const createCase = (token: string, body: unknown) => call(url, `${V1}/lienholder/portfolio/`, { token, method: 'POST', body });

beforeAll(async () => {
  offline = createOfflinePayments();
  registry = await startTestRegistry({ adapters: { payments: offline } });
  url = registry.url;
  for (const key of ['lawFirm', 'provider', 'funder', 'insurer'] as const) {
    tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
    orgs[key] = (await call(url, `${V1}/accounts-auth/`, { token: tokens[key] })).body.registry_accounts[0].registry_legal_organization.id;
  }
});
afterAll(() => registry?.close());

describe('the offers', () => {
  test('prices from the constants, the cost per case computed; signed-in users only', async () => {
    const plans = await call(url, `${V1}/plans/`, { token: tokens.funder });
    expect(plans.status).toBe(200);
    expect(plans.body).toMatchObject({
      currency: 'usd',
      free: { price: '0.00', period: 'month' },
      enterprise: { price: null, price_label: 'Contact for pricing', trial_days: 30 },
      provider: 'OFFLINE',
    });
    expect(plans.body.results.map((p: any) => [p.selection, p.amount, p.total_cases, p.cost_per_case, p.billing])).toEqual([
      ['perCase', null, null, '10.00', 'MONTHLY'],
      ['100', '1000.00', 110, '9.09', 'ONE_TIME'],
      ['250', '2500.00', 288, '8.68', 'ONE_TIME'],
      ['500', '5000.00', 600, '8.33', 'ONE_TIME'],
    ]);
    expect((await call(url, `${V1}/plans/`)).status).toBe(401);
  });
});

describe('the free trial', () => {
  test('what the viewer may do is the registry’s answer; staff impersonating an admin may look but not buy', async () => {
    const plans = async (token: string, headers?: Record<string, string>) =>
      (await call(url, `${V1}/plans/`, { token, ...(headers ? { headers } : {}) })).body.viewer_can;
    const org = await newLienholder();
    expect(await plans(org.token)).toEqual({ start_trial: true, purchase: true, see_upgrade_link: true });
    const account = (await call(url, `${V1}/accounts-auth/`, { token: org.token })).body.registry_accounts[0];
    expect(account.shows_upgrade_link).toBe(true);
    const member = await createUser(db(), { password: DEMO_PASSWORD, organizationId: org.id });
    const memberToken = await loginAs(url, member.email);
    expect(await plans(memberToken)).toEqual({ start_trial: false, purchase: false, see_upgrade_link: false });
    // A law firm's admin buys, but is never shown the Enterprise link.
    expect((await plans(tokens.lawFirm)).see_upgrade_link).toBe(false);

    const staff = await loginAs(url, DEMO_EMAILS.staff);
    const adminEmail = (await call(url, `${V1}/accounts-auth/`, { token: org.token })).body.email as string;
    const impostor = { impostor: adminEmail };
    expect(await plans(staff, impostor)).toEqual({ start_trial: false, purchase: false, see_upgrade_link: false });
    const trial = await call(url, `${V1}/legal-organizations/${org.id}/start-trial/`, { token: staff, method: 'PUT', headers: impostor });
    expect(trial).toEqual({ status: 403, body: { detail: 'The plan cannot be changed while impersonating a user.' } });
    const buy = await call(url, `${V1}/legal-organizations/${org.id}/purchase/`, {
      token: staff,
      method: 'POST',
      headers: impostor,
      body: { selection: '100', idempotency_key: randomUUID(), card: CARD },
    });
    expect(buy.status).toBe(403);
    expect((await orgRow(org.id)).service_stage).toBe('FREEMIUM');
    expect(await db().selectFrom('plan_purchases').select('id').where('organization_id', '=', org.id).execute()).toEqual([]);
  });

  test('admins of an eligible organisation only; two racing requests start one trial; gates follow at once', async () => {
    expect(await serviceOf(tokens.funder)).toMatchObject({
      stage: 'FREEMIUM',
      features: [],
      is_eligible_for_trial: true,
      is_trial_customer: false,
    });
    // Tags need ADD_TAG: refused on the free plan.
    expect((await call(url, `${V1}/tags/`, { token: tokens.funder, method: 'POST', body: { name: 'Before trial' } })).status).toBe(403);

    const path = `${V1}/legal-organizations/${orgs.funder}/start-trial/`;
    const member = await createUser(db(), { password: DEMO_PASSWORD, organizationId: orgs.funder });
    const memberToken = await loginAs(url, member.email);
    expect(await call(url, path, { token: memberToken, method: 'PUT' })).toEqual({
      status: 403,
      body: { detail: 'Only organization administrators can change the plan.' },
    });
    expect((await call(url, path, { token: tokens.insurer, method: 'PUT' })).status).toBe(404);
    expect((await call(url, `${V1}/legal-organizations/nope/start-trial/`, { token: tokens.funder, method: 'PUT' })).status).toBe(404);
    expect((await call(url, path, { method: 'PUT' })).status).toBe(401);
    expect((await orgRow(orgs.funder)).service_stage).toBe('FREEMIUM');

    const [a, b] = await Promise.all([
      call(url, path, { token: tokens.funder, method: 'PUT' }),
      call(url, path, { token: tokens.funder, method: 'PUT' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const refused = a.status === 400 ? a : b;
    expect(refused.body).toEqual({ detail: 'Your organization is not eligible for a free trial.' });
    const started = (a.status === 200 ? a : b).body.current_service;
    expect(started).toMatchObject({
      stage: 'TRIAL',
      features: ['ADD_CASE', 'ADD_TAG', 'AUTOMATED_CASE_TRACKING'],
      days_until_expiry: 30,
      is_eligible_for_trial: false,
      is_trial_customer: true,
      is_in_expired_trial: false,
    });
    // Every member sees the organisation's service; the gate follows at once.
    expect((await serviceOf(memberToken)).stage).toBe('TRIAL');
    expect((await call(url, `${V1}/tags/`, { token: memberToken, method: 'POST', body: { name: 'In trial' } })).status).toBe(201);
    // Once is enough; a paying law firm is not eligible either.
    expect((await call(url, path, { token: tokens.funder, method: 'PUT' })).status).toBe(400);
    const firm = await call(url, `${V1}/legal-organizations/${orgs.lawFirm}/start-trial/`, { token: tokens.lawFirm, method: 'PUT' });
    expect(firm).toEqual({ status: 400, body: { detail: 'Your organization is not eligible for a free trial.' } });
    // The open pages are told.
    const events = await db().selectFrom('events').selectAll().where('type', '=', 'organization.updated').execute();
    expect(events.some((e) => e.organization_ids.includes(orgs.funder) && e.case_id === null)).toBe(true);
  });

  test('a trial past its last day gives no features at once, and the daily job ends it (stage FREEMIUM, was a trial)', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await db().updateTable('legal_organizations').set({ service_valid_to: yesterday }).where('id', '=', orgs.funder).execute();
    expect(await serviceOf(tokens.funder)).toMatchObject({
      stage: 'TRIAL',
      features: [],
      is_in_expired_trial: true,
      is_trial_customer: false,
      was_trial_customer: true,
    });
    expect((await call(url, `${V1}/tags/`, { token: tokens.funder, method: 'POST', body: { name: 'After trial' } })).status).toBe(403);
    const before = Number(
      (
        await db()
          .selectFrom('events')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirstOrThrow()
      ).id,
    );

    await registry.registry.adapters.jobs.enqueue(TRIAL_EXPIRY_JOB, { day: new Date().toISOString().slice(0, 10) }, { key: randomUUID() });
    await idle();
    const row = await orgRow(orgs.funder);
    expect(row).toMatchObject({ service_stage: 'FREEMIUM', service_was_trial: true, service_valid_to: null });
    expect(await serviceOf(tokens.funder)).toMatchObject({
      stage: 'FREEMIUM',
      features: [],
      is_eligible_for_trial: false,
      was_trial_customer: true,
      is_in_expired_trial: false,
    });
    const events = await db()
      .selectFrom('events')
      .selectAll()
      .where('id', '>', before)
      .where('type', '=', 'organization.updated')
      .execute();
    expect(events.some((e) => e.organization_ids.includes(orgs.funder))).toBe(true);
    // Other trials are left alone (the demo practice is 10 days in).
    expect((await orgRow(orgs.provider)).service_stage).toBe('TRIAL');
    // Never again.
    const again = await call(url, `${V1}/legal-organizations/${orgs.funder}/start-trial/`, { token: tokens.funder, method: 'PUT' });
    expect(again.status).toBe(400);
  });
});

describe('the trial-expiry job', () => {
  test('trial expiry daily at 00:05 UTC, the per-case bill monthly: at start, today’s run (at once when that has passed), then each next day once (its key)', async () => {
    const queued: Array<{ name: string; payload: unknown; key?: string; delaySeconds?: number }> = [];
    const jobs = {
      enqueue: async (name: string, payload: unknown, options: { key?: string; delaySeconds?: number } = {}) => {
        queued.push({ name, payload, ...options });
        return 'id';
      },
    };
    await startTrialExpiry(jobs, new Date('2026-03-10T00:00:00Z'));
    await startTrialExpiry(jobs, new Date('2026-03-10T09:00:00Z'));
    await scheduleTrialExpiry(jobs, '2026-03-11', new Date('2026-03-10T09:00:00Z'));
    expect(queued).toEqual([
      { name: TRIAL_EXPIRY_JOB, payload: { day: '2026-03-10' }, key: 'expire-trials:2026-03-10', delaySeconds: 300 },
      { name: TRIAL_EXPIRY_JOB, payload: { day: '2026-03-10' }, key: 'expire-trials:2026-03-10', delaySeconds: 0 },
      { name: TRIAL_EXPIRY_JOB, payload: { day: '2026-03-11' }, key: 'expire-trials:2026-03-11', delaySeconds: 15 * 3600 + 300 },
    ]);
    // The per-case bill: last month's at once (its first-of-month run has passed), this month's on the 1st at 01:00 UTC.
    queued.length = 0;
    await startPerCaseBilling(jobs, new Date('2026-03-31T01:00:00Z'));
    expect(queued).toEqual([
      { name: PER_CASE_BILLING_JOB, payload: { month: '2026-02-01' }, key: 'bill-per-case:2026-02-01', delaySeconds: 0 },
      { name: PER_CASE_BILLING_JOB, payload: { month: '2026-03-01' }, key: 'bill-per-case:2026-03-01', delaySeconds: 24 * 3600 },
    ]);
  });
});

describe('buying plans with the offline provider', () => {
  const buy = (token: string, organizationId: string, body: unknown) =>
    call(url, `${V1}/legal-organizations/${organizationId}/purchase/`, { token, method: 'POST', body });

  test('a 100-case pack: the webhook adds 110 credits; a repeated key charges once; credits give ADD_CASE only', async () => {
    const key = randomUUID();
    const charges = offline.chargeCount;
    const first = await buy(tokens.insurer, orgs.insurer, { selection: '100', idempotency_key: key, card: CARD });
    expect(first.status).toBe(201);
    expect(first.body.purchase).toMatchObject({ kind: 'PACK_100', selection: '100', amount: '1000.00', credits: 110, error: null });
    expect(['processing', 'succeeded']).toContain(first.body.purchase.status);
    await idle();
    const paid = await call(url, `${V1}/legal-organizations/${orgs.insurer}/plan-purchases/`, { token: tokens.insurer });
    expect(paid.body.results).toEqual([expect.objectContaining({ id: first.body.purchase.id, status: 'succeeded' })]);
    expect(await serviceOf(tokens.insurer)).toMatchObject({
      stage: 'FREEMIUM',
      case_credits: 110,
      features: ['ADD_CASE'],
      is_paying_customer: true,
    });
    expect(offline.chargeCount).toBe(charges + 1);

    const again = await buy(tokens.insurer, orgs.insurer, { selection: '100', idempotency_key: key, card: CARD });
    expect(again.status).toBe(201);
    expect(again.body.purchase).toMatchObject({ id: first.body.purchase.id, status: 'succeeded' });
    await idle();
    expect(offline.chargeCount).toBe(charges + 1);
    expect((await orgRow(orgs.insurer)).case_credits).toBe(110);
    // Two at once with a new key: one purchase, one charge.
    const raced = randomUUID();
    const [x, y] = await Promise.all([
      buy(tokens.insurer, orgs.insurer, { selection: '250', idempotency_key: raced, card: CARD }),
      buy(tokens.insurer, orgs.insurer, { selection: '250', idempotency_key: raced, card: CARD }),
    ]);
    expect(x.body.purchase.id).toBe(y.body.purchase.id);
    await idle();
    expect(offline.chargeCount).toBe(charges + 2);
    expect((await orgRow(orgs.insurer)).case_credits).toBe(110 + 288);
  });

  test('a declined card adds nothing; bad input is named; members, other organisations and anonymous callers are refused', async () => {
    const credits = (await orgRow(orgs.insurer)).case_credits;
    const declined = await buy(tokens.insurer, orgs.insurer, { selection: '500', idempotency_key: randomUUID(), card: DECLINED });
    expect(declined.status).toBe(201);
    expect(declined.body.purchase).toMatchObject({
      status: 'failed',
      error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    await idle();
    expect((await orgRow(orgs.insurer)).case_credits).toBe(credits);

    expect(await buy(tokens.insurer, orgs.insurer, { selection: '42', idempotency_key: 'short' })).toEqual({
      status: 400,
      body: {
        selection: ['"42" is not a valid choice.'],
        idempotency_key: ['Send a key of 8 to 200 letters, digits, dashes, underscores, colons or dots, the same for a retried request.'],
      },
    });
    const member = await createUser(db(), { password: DEMO_PASSWORD, organizationId: orgs.insurer });
    const memberToken = await loginAs(url, member.email);
    const body = { selection: '100', idempotency_key: randomUUID(), card: CARD };
    expect(await buy(memberToken, orgs.insurer, body)).toEqual({
      status: 403,
      body: { detail: 'Only organization administrators can change the plan.' },
    });
    expect((await call(url, `${V1}/legal-organizations/${orgs.insurer}/plan-purchases/`, { token: memberToken })).status).toBe(403);
    expect((await buy(tokens.funder, orgs.insurer, body)).status).toBe(404);
    expect((await call(url, `${V1}/legal-organizations/${orgs.insurer}/plan-purchases/`, { token: tokens.funder })).status).toBe(404);
    expect((await buy('', orgs.insurer, body)).status).toBe(401);
    expect((await call(url, `${V1}/legal-organizations/${orgs.insurer}/plan-purchases/`)).status).toBe(401);
    const purchaseId = declined.body.purchase.id;
    const report = (token?: string) =>
      call(url, `${V1}/plan-purchases/${purchaseId}/`, { token, method: 'PATCH', body: { status: 'succeeded' } });
    expect((await report(tokens.funder)).status).toBe(404);
    expect((await report(memberToken)).status).toBe(403);
    expect((await report()).status).toBe(401);
    // The admin's report only reads the provider's state: a declined intent stays failed.
    expect((await report(tokens.insurer)).body).toMatchObject({ id: purchaseId, status: 'failed', client_secret: null });
    expect((await orgRow(orgs.insurer)).case_credits).toBe(credits);
  });

  test('the per-case plan: a card on file, PAID at once with every feature, each case recorded for its month', async () => {
    const org = await newLienholder();
    const noCard = await buy(org.token, org.id, { selection: 'perCase', idempotency_key: randomUUID() });
    expect(noCard).toEqual({ status: 400, body: { payment_method: ['Payment method invalid!'] } });
    // The card is kept on file for the monthly bill: the provider checks it (nothing is charged); a refused one changes nothing.
    const refused = await buy(org.token, org.id, { selection: 'perCase', idempotency_key: randomUUID(), card: DECLINED });
    expect(refused).toEqual({ status: 400, body: { card: ['Your card was declined.'] } });
    expect((await orgRow(org.id)).per_case_billing).toBe(false);
    const charges = offline.chargeCount;
    const started = await buy(org.token, org.id, { selection: 'perCase', idempotency_key: randomUUID(), card: CARD });
    expect(started.status).toBe(201);
    expect(started.body.purchase).toMatchObject({ kind: 'PER_CASE', status: 'succeeded', amount: '0.00' });
    expect(started.body.current_service).toMatchObject({
      stage: 'PAID',
      per_case_billing: true,
      is_paying_customer: true,
      features: ['ADD_CASE', 'ADD_TAG', 'AUTOMATED_CASE_TRACKING'],
    });
    const twice = await buy(org.token, org.id, { selection: 'perCase', idempotency_key: randomUUID(), card: CARD });
    expect(twice).toEqual({ status: 400, body: { selection: ['Your organization is already on the per-case plan.'] } });
    const created = await createCase(org.token, caseRow());
    expect(created.status).toBe(201);
    const usage = await db().selectFrom('plan_case_usage').selectAll().where('organization_id', '=', org.id).execute();
    expect(usage).toHaveLength(1);
    const month = `${new Date().toISOString().slice(0, 7)}-01`;
    expect(usage[0].month).toBe(month);
    expect((await createCase(org.token, caseRow())).status).toBe(201);
    expect(offline.chargeCount).toBe(charges);
    expect((await orgRow(org.id)).plan_payment_method).toMatch(/^pm_offline_/);

    // The month's bill: $10 per case, charged once to the card on file (the job run twice bills once).
    for (let run = 0; run < 2; run++) {
      await registry.registry.adapters.jobs.enqueue(PER_CASE_BILLING_JOB, { month }, { key: randomUUID() });
      await idle();
    }
    const bills = (await call(url, `${V1}/legal-organizations/${org.id}/plan-purchases/`, { token: org.token })).body.results.filter(
      (p: any) => p.billing_month === month,
    );
    expect(bills).toEqual([expect.objectContaining({ kind: 'PER_CASE', amount: '20.00', status: 'succeeded', credits: 0 })]);
    expect(offline.chargeCount).toBe(charges + 1);
  });
});

describe("create-stripe-user (the spec's card-provider customer call)", () => {
  test('the same purchase by its own field names: plan_type and stripe_token; admins of the organisation only', async () => {
    const path = `${V1}/legal-organizations/${orgs.insurer}/create-stripe-user/`;
    expect(await call(url, path, { token: tokens.insurer, method: 'PUT', body: {} })).toEqual({
      status: 400,
      body: { plan_type: ['This field is required.'], stripe_token: ['This field is required.'] },
    });
    // The offline provider takes no provider payment method (its cards are typed into the form).
    expect(
      await call(url, path, { token: tokens.insurer, method: 'PUT', body: { plan_type: '100', stripe_token: 'pm_card_visa' } }),
    ).toEqual({
      status: 400,
      body: { stripe_token: ['Payment method invalid!'] },
    });
    expect((await call(url, path, { token: tokens.funder, method: 'PUT', body: { plan_type: '100', stripe_token: 'pm_x' } })).status).toBe(
      404,
    );
    const member = await createUser(db(), { password: DEMO_PASSWORD, organizationId: orgs.insurer });
    const memberToken = await loginAs(url, member.email);
    expect((await call(url, path, { token: memberToken, method: 'PUT', body: { plan_type: '100', stripe_token: 'pm_x' } })).status).toBe(
      403,
    );
    expect((await call(url, path, { method: 'PUT', body: {} })).status).toBe(401);
  });
});

describe('credits and case creation', () => {
  test('a credit is spent by each case registered, in the same transaction; at 0 the registration is refused', async () => {
    const org = await newLienholder();
    const refused = await createCase(org.token, caseRow());
    expect(refused).toEqual({ status: 403, body: { detail: 'Your plan does not include registering cases.' } });
    await db().updateTable('legal_organizations').set({ case_credits: 2 }).where('id', '=', org.id).execute();
    const countCases = async () =>
      Number(
        (
          await db()
            .selectFrom('cases')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('created_by_organization_id', '=', org.id)
            .executeTakeFirstOrThrow()
        ).n,
      );

    expect((await createCase(org.token, caseRow())).status).toBe(201);
    expect((await orgRow(org.id)).case_credits).toBe(1);
    // Two rows with one credit left: nothing is written, the credit stays.
    const tooMany = await createCase(org.token, { cases: [caseRow(), caseRow()] });
    expect(tooMany).toEqual({ status: 403, body: { detail: 'Your plan does not include registering cases.' } });
    expect(await countCases()).toBe(1);
    expect((await orgRow(org.id)).case_credits).toBe(1);
    // Two requests at once for the last credit: one case.
    const [a, b] = await Promise.all([createCase(org.token, caseRow()), createCase(org.token, caseRow())]);
    expect([a.status, b.status].sort()).toEqual([201, 403]);
    expect(await countCases()).toBe(2);
    expect(await serviceOf(org.token)).toMatchObject({ case_credits: 0, features: [] });
    expect((await createCase(org.token, caseRow())).status).toBe(403);
  });

  test('a trial or a paid plan spends no credits', async () => {
    const org = await newLienholder();
    await db().updateTable('legal_organizations').set({ case_credits: 3 }).where('id', '=', org.id).execute();
    const trial = await call(url, `${V1}/legal-organizations/${org.id}/start-trial/`, { token: org.token, method: 'PUT' });
    expect(trial.body.current_service).toMatchObject({ stage: 'TRIAL', case_credits: 3 });
    expect((await createCase(org.token, caseRow())).status).toBe(201);
    expect((await orgRow(org.id)).case_credits).toBe(3);
  });
});

describe('buying a pack with the Stripe adapter (against a local Stripe REST peer)', () => {
  let stripeRegistry: TestRegistry;
  let peer: StripePeer;
  const WEBHOOK_SECRET = 'whsec_plans_secret';
  const stripe = new Stripe('sk_test_unused');

  beforeAll(async () => {
    peer = await startStripePeer();
    stripeRegistry = await startTestRegistry({
      adapters: {
        payments: createStripePayments({
          secretKey: 'sk_test_registry',
          publishableKey: 'pk_test_registry',
          webhookSecret: WEBHOOK_SECRET,
          api: { host: '127.0.0.1', port: peer.port, protocol: 'http' },
        }),
      },
    });
  });
  afterAll(async () => {
    await stripeRegistry?.close();
    await peer?.close();
  });

  test('the platform’s own intent (no connected account), confirmed in the browser; the signed webhook adds the credits once', async () => {
    const base = stripeRegistry.url;
    const token = await loginAs(base, DEMO_EMAILS.insurer);
    const org = (await call(base, `${V1}/accounts-auth/`, { token })).body.registry_accounts[0].registry_legal_organization.id;
    const body = { selection: '100', idempotency_key: randomUUID() };
    const first = await call(base, `${V1}/legal-organizations/${org}/purchase/`, { token, method: 'POST', body });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ provider: 'STRIPE', purchase: { status: 'requires_payment_method', amount_cents: 100000 } });
    expect(first.body.purchase.client_secret).toMatch(/_secret_/);
    const again = await call(base, `${V1}/legal-organizations/${org}/purchase/`, { token, method: 'POST', body });
    expect(again.body.purchase.id).toBe(first.body.purchase.id);
    const creates = peer.requests.filter((r) => r.path === '/v1/payment_intents' && r.method === 'POST');
    expect(creates).toHaveLength(2);
    expect(creates[1].idempotencyKey).toBe(creates[0].idempotencyKey);
    expect(creates[0].body).toMatchObject({ amount: '100000', currency: 'usd' });
    expect(creates[0].body).not.toHaveProperty('on_behalf_of');
    expect(creates[0].body).not.toHaveProperty('transfer_data[destination]');
    const card = await call(base, `${V1}/legal-organizations/${org}/purchase/`, {
      token,
      method: 'POST',
      body: { selection: '250', idempotency_key: randomUUID(), card: CARD },
    });
    expect(card.body.card).toEqual(['Card details go to the payment provider from the browser (Stripe Elements), never to the registry.']);

    // Stripe.js confirms in the browser; the report only marks it processing; the webhook pays.
    expect(peer.intents.size).toBe(1);
    const intent = [...peer.intents.values()][0];
    intent.status = 'succeeded';
    const reported = await call(base, `${V1}/plan-purchases/${first.body.purchase.id}/`, {
      token,
      method: 'PATCH',
      body: { status: 'succeeded' },
    });
    expect(reported.body).toMatchObject({ status: 'processing', provider_status: 'succeeded' });
    const credits = async () =>
      (
        await stripeRegistry.registry.db
          .selectFrom('legal_organizations')
          .select('case_credits')
          .where('id', '=', org)
          .executeTakeFirstOrThrow()
      ).case_credits;
    expect(await credits()).toBe(0);
    const payload = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: intent },
    });
    const send = async () =>
      (
        await fetch(`${base}${V1}/stripe/webhook/`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
          },
          body: payload,
        })
      ).json();
    expect(await send()).toEqual({ received: true, outcome: 'applied' });
    expect(await credits()).toBe(110);
    expect(await send()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await credits()).toBe(110);

    // The spec's create-stripe-user: the browser's payment method confirmed on the server; the same token once.
    const path = `${V1}/legal-organizations/${org}/create-stripe-user/`;
    const created = await call(base, path, { token, method: 'PUT', body: { plan_type: '250', stripe_token: 'pm_card_visa' } });
    expect(created.status).toBe(200);
    expect(created.body.purchase).toMatchObject({ selection: '250', status: 'processing', provider_status: 'succeeded' });
    const repeated = await call(base, path, { token, method: 'PUT', body: { plan_type: '250', stripe_token: 'pm_card_visa' } });
    expect(repeated.body.purchase.id).toBe(created.body.purchase.id);
    expect(peer.requests.filter((r) => r.path.endsWith('/confirm'))).toHaveLength(1);
  });
});
