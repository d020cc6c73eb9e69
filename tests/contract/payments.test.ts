// Payments (issue 11 point 6; DECISIONS 14): the offline provider end to end (checkout → confirm → signed webhook →
// documents paid), a doubled or retried request charging once, a declined card leaving the records locked, webhook
// replays and bad signatures, saved cards, the lienholder admin's payout account, and refusals for other tenants and
// lienholder users. Then the Stripe adapter against a local peer speaking Stripe's REST endpoints (stripe-peer.ts),
// with webhooks signed by `stripe.webhooks.generateTestHeaderString`.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestRegistry, loginAs, DEMO_EMAILS, DEMO_PASSWORD, type TestRegistry } from '../../registry/testing.ts';
import { createOfflinePayments, signOfflinePayload, type OfflinePayments } from '../../registry/adapters/payments.ts';
import { createStripePayments } from '../../registry/adapters/payments-stripe.ts';
import { call, createUser, V1 } from './helpers.ts';
import { startStripePeer, type StripePeer } from './stripe-peer.ts';

const PAY = `${V1}/stripe/document-payments/`;
const CARD = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034, cvc: '123' };
const DECLINED = { ...CARD, number: '4000000000000002' };

interface World {
  registry: TestRegistry;
  url: string;
  tokens: Record<string, string>;
  caseId: string;
  lienId: string;
  providerId: string;
  lawFirmId: string;
}

async function setUp(adapters?: { payments: any }): Promise<World> {
  const registry = await startTestRegistry({ adapters });
  const url = registry.url;
  const tokens: Record<string, string> = {};
  for (const key of ['lawFirm', 'lawFirm2', 'provider', 'insurer'] as const) tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
  const db = registry.registry.db;
  const provider = await db
    .selectFrom('legal_organizations as o')
    .innerJoin('accounts as a', 'a.organization_id', 'o.id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select('o.id')
    .where('u.email', '=', DEMO_EMAILS.provider)
    .executeTakeFirstOrThrow();
  const firm = await db
    .selectFrom('legal_organizations as o')
    .innerJoin('accounts as a', 'a.organization_id', 'o.id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select('o.id')
    .where('u.email', '=', DEMO_EMAILS.lawFirm)
    .executeTakeFirstOrThrow();
  const lien = await db
    .selectFrom('liens as l')
    .innerJoin('cases as c', 'c.id', 'l.case_id')
    .select(['l.id', 'l.case_id'])
    .where('l.lienholder_id', '=', provider.id)
    .where('c.law_firm_id', '=', firm.id)
    .where('l.verification_status', '!=', 'REJECTED')
    .executeTakeFirstOrThrow();
  await db.updateTable('liens').set({ share_documents: true }).where('id', '=', lien.id).execute();
  return { registry, url, tokens, caseId: lien.case_id, lienId: lien.id, providerId: provider.id, lawFirmId: firm.id };
}

async function addDocument(world: World, price: string, extra: { lienId?: string | null; paid?: boolean } = {}): Promise<string> {
  const row = await world.registry.registry.db
    .insertInto('documents')
    .values({
      case_id: world.caseId,
      lien_id: extra.lienId === undefined ? world.lienId : extra.lienId,
      name: `Records ${randomUUID().slice(0, 6)}`,
      type: 'MEDICAL_RECORDS',
      price,
      storage_key: `test/${randomUUID()}`,
      size: 10,
      content_type: 'application/pdf',
      added_by_law_firm: false,
      created_by_organization_id: world.providerId,
      is_paid_for: extra.paid ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const paidState = async (world: World, ids: string[]) =>
  (await world.registry.registry.db.selectFrom('documents').select(['id', 'is_paid_for']).where('id', 'in', ids).execute()).every(
    (d) => d.is_paid_for,
  );

describe('payments with the offline provider', () => {
  let world: World;
  let offline: OfflinePayments;
  const idle = () => world.registry.registry.adapters.jobs.idle();

  beforeAll(async () => {
    offline = createOfflinePayments();
    world = await setUp({ payments: offline });
  });
  afterAll(() => world?.registry.close());

  test('a lienholder without a connected account cannot be paid; its admin connects one (others may not)', async () => {
    const id = await addDocument(world, '25.00');
    const refused = await call(world.url, PAY, {
      token: world.tokens.lawFirm,
      method: 'POST',
      body: { documents: [id], card: CARD, idempotency_key: randomUUID() },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.documents[0]).toMatch(/cannot take card payments yet: it has no connected payment account\.$/);

    // A law firm and a lienholder's non-admin user are refused.
    expect((await call(world.url, `${V1}/stripe/connect/`, { token: world.tokens.lawFirm })).status).toBe(403);
    const plain = await createUser(world.registry.registry.db, { password: DEMO_PASSWORD, organizationId: world.providerId });
    const plainToken = await loginAs(world.url, plain.email);
    const notAdmin = await call(world.url, `${V1}/stripe/connect/`, { token: plainToken });
    expect(notAdmin).toMatchObject({ status: 403, body: { detail: 'Only lienholder administrators can manage the payment account.' } });
    expect((await call(world.url, `${V1}/stripe/account/`, { token: plainToken })).body).toMatchObject({
      connected: false,
      viewer_can: { manage: false },
    });

    const connected = await call(world.url, `${V1}/stripe/connect/`, { token: world.tokens.provider });
    expect(connected.status).toBe(200);
    expect(connected.body).toEqual({ connected: true, redirect_url: 'http://localhost:8080/settings/account?payments=connected' });
    const status = await call(world.url, `${V1}/stripe/account/`, { token: world.tokens.provider });
    expect(status.body).toMatchObject({ connected: true, provider: 'OFFLINE', onboarding_pending: false, viewer_can: { manage: true } });
    expect((await call(world.url, `${V1}/stripe/account/`, { token: world.tokens.lawFirm })).body).toMatchObject({
      connected: false,
      viewer_can: { manage: false },
    });
  });

  test('the summary lists only the priced, unpaid documents of the lien the viewer sees', async () => {
    const priced = await addDocument(world, '12.50');
    const free = await addDocument(world, '0');
    const paid = await addDocument(world, '9.00', { paid: true });
    const summary = await call(
      world.url,
      `${V1}/stripe/document-payments/summary/?documents=${[priced, free, paid].join(',')}&lien=${world.lienId}`,
      {
        token: world.tokens.lawFirm,
      },
    );
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({
      count: 1,
      total: '12.50',
      currency: 'usd',
      provider: 'OFFLINE',
      publishable_key: null,
      saved_cards: [],
    });
    expect(summary.body.results).toEqual([expect.objectContaining({ id: priced, price: '12.50', lien: world.lienId, case: world.caseId })]);
    expect(summary.body.lienholders).toEqual([expect.objectContaining({ id: world.providerId, can_accept_payments: true })]);
    const bad = await call(world.url, `${V1}/stripe/document-payments/summary/?documents=nope&lien=x`, { token: world.tokens.lawFirm });
    expect(bad).toMatchObject({ status: 400, body: { documents: ['Must be a valid UUID.'], lien: ['Must be a valid UUID.'] } });
  });

  test('a test card pays: one intent, the webhook marks the documents paid and tells the case', async () => {
    const ids = [await addDocument(world, '10.00'), await addDocument(world, '5.25')];
    const detail = (id: string) => call(world.url, `${V1}/escrow-agent/documents/${id}/`, { token: world.tokens.lawFirm });
    expect((await detail(ids[0])).body).toMatchObject({
      needs_payment: true,
      download_url: null,
      viewer_can: { download: false, pay: true },
    });
    // Download All counts only what the law firm can open now: not these until paid; the lienholder counts them.
    const downloadable = async (token: string, role: string) =>
      (await call(world.url, `${V1}/${role}/documents/?case=${world.caseId}&id=${ids.join(',')}&downloadable=true`, { token })).body
        .count as number;
    expect(await downloadable(world.tokens.lawFirm, 'escrow-agent')).toBe(0);
    expect(await downloadable(world.tokens.provider, 'lienholder')).toBe(2);
    const badFilter = await call(world.url, `${V1}/escrow-agent/documents/?case=${world.caseId}&downloadable=maybe`, {
      token: world.tokens.lawFirm,
    });
    expect(badFilter.status).toBe(400);
    const before = offline.chargeCount;
    // (Opening the detail above wrote its own `documents` event: the law firm viewed it.)
    const lastEvent =
      (await world.registry.registry.db.selectFrom('events').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst())?.id ?? 0;
    const reply = await call(world.url, PAY, {
      token: world.tokens.lawFirm,
      method: 'POST',
      body: { documents: ids, lien: world.lienId, card: CARD, save_card_for_future_use: false, idempotency_key: randomUUID() },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.payment_intents).toHaveLength(1);
    expect(reply.body.payment_intents[0]).toMatchObject({
      status: 'processing',
      provider_status: 'succeeded',
      amount: '15.25',
      amount_cents: 1525,
      error: null,
    });
    expect(reply.body.payment_intents[0].documents.sort()).toEqual([...ids].sort());
    expect(reply.body.stripe_account).toMatch(/^acct_offline_/);
    expect(offline.chargeCount).toBe(before + 1);
    await idle();
    expect(await paidState(world, ids)).toBe(true);
    const intent = await world.registry.registry.db
      .selectFrom('payment_intents')
      .selectAll()
      .where('id', '=', reply.body.payment_intents[0].id)
      .executeTakeFirstOrThrow();
    expect(intent.status).toBe('succeeded');
    const events = await world.registry.registry.db
      .selectFrom('events')
      .selectAll()
      .where('change', '=', 'documents')
      .where('document_id', 'in', ids)
      .where('id', '>', lastEvent)
      .execute();
    expect(events).toHaveLength(2);
    for (const event of events) expect([...event.organization_ids].sort()).toEqual([world.lawFirmId, world.providerId].sort());
    // Unlocked: the law firm gets its download link, and Download All counts them.
    expect(await downloadable(world.tokens.lawFirm, 'escrow-agent')).toBe(2);
    const opened = await detail(ids[0]);
    expect(opened.body).toMatchObject({ is_paid_for: true, needs_payment: false, viewer_can: { download: true, pay: false } });
    expect(opened.body.download_url).toEqual(expect.any(String));
    // Paid now: a second checkout of them is refused.
    const again = await call(world.url, PAY, {
      token: world.tokens.lawFirm,
      method: 'POST',
      body: { documents: ids, card: CARD, idempotency_key: randomUUID() },
    });
    expect(again).toMatchObject({ status: 400, body: { documents: ['This document has already been paid for.'] } });
  });

  test('a doubled request and a retried one charge once', async () => {
    const ids = [await addDocument(world, '30.00')];
    const body = { documents: ids, card: CARD, idempotency_key: randomUUID() };
    const before = offline.chargeCount;
    const [first, second] = await Promise.all([
      call(world.url, PAY, { token: world.tokens.lawFirm, method: 'POST', body }),
      call(world.url, PAY, { token: world.tokens.lawFirm, method: 'POST', body }),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.payment_intents[0].id).toBe(first.body.payment_intents[0].id);
    await idle();
    const retried = await call(world.url, PAY, { token: world.tokens.lawFirm, method: 'POST', body });
    expect(retried.status).toBe(201);
    expect(retried.body.payment_intents[0]).toMatchObject({ id: first.body.payment_intents[0].id, status: 'succeeded' });
    expect(offline.chargeCount).toBe(before + 1);
    expect(
      await world.registry.registry.db
        .selectFrom('payment_intent_documents')
        .select('intent_id')
        .where('document_id', '=', ids[0])
        .execute(),
    ).toHaveLength(1);
    expect(await paidState(world, ids)).toBe(true);
  });

  test('a declined card leaves the records locked; another card then pays', async () => {
    const ids = [await addDocument(world, '8.00')];
    const declined = await call(world.url, PAY, {
      token: world.tokens.lawFirm,
      method: 'POST',
      body: { documents: ids, card: DECLINED, idempotency_key: randomUUID() },
    });
    expect(declined.status).toBe(201);
    expect(declined.body.payment_intents[0]).toMatchObject({
      status: 'failed',
      error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    await idle();
    expect(await paidState(world, ids)).toBe(false);
    expect((await call(world.url, `${V1}/escrow-agent/documents/${ids[0]}/`, { token: world.tokens.lawFirm })).body).toMatchObject({
      download_url: null,
      needs_payment: true,
    });
    const expired = await call(world.url, PAY, {
      token: world.tokens.lawFirm,
      method: 'POST',
      body: { documents: ids, card: { ...CARD, exp_year: 2020 }, idempotency_key: randomUUID() },
    });
    expect(expired.body.payment_intents[0]).toMatchObject({
      status: 'failed',
      error: { code: 'expired_card', message: 'Your card has expired.' },
    });
    const paid = await call(world.url, PAY, {
      token: world.tokens.lawFirm,
      method: 'POST',
      body: { documents: ids, card: CARD, idempotency_key: randomUUID() },
    });
    expect(paid.body.payment_intents[0]).toMatchObject({ status: 'processing', error: null });
    await idle();
    expect(await paidState(world, ids)).toBe(true);
    // The intents of the failed attempts were replaced (canceled): one intent paid the document.
    const statuses = await world.registry.registry.db
      .selectFrom('payment_intent_documents as pd')
      .innerJoin('payment_intents as pi', 'pi.id', 'pd.intent_id')
      .select(['pi.status', 'pd.active'])
      .where('pd.document_id', '=', ids[0])
      .execute();
    expect(statuses.filter((s) => s.active)).toEqual([{ status: 'succeeded', active: true }]);
  });

  test('webhooks: a replayed event changes nothing, a wrong amount is ignored, a bad signature is 400', async () => {
    const ids = [await addDocument(world, '4.00')];
    const reply = await call(world.url, PAY, {
      token: world.tokens.lawFirm,
      method: 'POST',
      body: { documents: ids, idempotency_key: randomUUID() },
    });
    expect(reply.body.payment_intents[0]).toMatchObject({ status: 'requires_payment_method', provider_status: 'requires_payment_method' });
    const providerId = reply.body.payment_intents[0].provider_intent_id;
    const post = (payload: string, signature: string) =>
      fetch(`${world.url}${V1}/payments/offline/webhook/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'offline-signature': signature },
        body: payload,
      });
    const event = (amount: number) =>
      JSON.stringify({
        id: `evt_test_${randomUUID()}`,
        type: 'payment_intent.succeeded',
        data: { object: { id: providerId, object: 'payment_intent', status: 'succeeded', amount, currency: 'usd', metadata: {} } },
      });
    const wrong = event(1);
    expect(await (await post(wrong, signOfflinePayload(offline.webhookSecret, wrong))).json()).toEqual({
      received: true,
      outcome: 'ignored',
    });
    expect(await paidState(world, ids)).toBe(false);

    const right = event(400);
    const forged = await post(right, signOfflinePayload('not-the-secret', right));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ detail: 'Invalid webhook signature.' });
    expect((await post(right, '')).status).toBe(400);
    expect(await paidState(world, ids)).toBe(false);

    expect(await (await post(right, signOfflinePayload(offline.webhookSecret, right))).json()).toEqual({
      received: true,
      outcome: 'applied',
    });
    expect(await paidState(world, ids)).toBe(true);
    const count = async () =>
      (
        await world.registry.registry.db
          .selectFrom('events')
          .select('id')
          .where('change', '=', 'documents')
          .where('document_id', '=', ids[0])
          .execute()
      ).length;
    expect(await count()).toBe(1);
    expect(await (await post(right, signOfflinePayload(offline.webhookSecret, right))).json()).toEqual({
      received: true,
      outcome: 'duplicate',
    });
    expect(await count()).toBe(1);
    // The Stripe route is not this provider's.
    expect((await post(right, 'x')).status).toBe(400);
    expect(
      (
        await fetch(`${world.url}${V1}/stripe/webhook/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'offline-signature': 'x' },
          body: right,
        })
      ).status,
    ).toBe(404);
  });

  test('the client status report never marks anything paid', async () => {
    const ids = [await addDocument(world, '3.00')];
    const reply = await call(world.url, PAY, {
      token: world.tokens.lawFirm,
      method: 'POST',
      body: { documents: ids, idempotency_key: randomUUID() },
    });
    const id = reply.body.payment_intents[0].id;
    const patched = await call(world.url, `${V1}/stripe/document-payment-intents/${id}/`, {
      token: world.tokens.lawFirm,
      method: 'PATCH',
      body: { status: 'succeeded' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id, status: 'requires_payment_method' });
    expect(await paidState(world, ids)).toBe(false);
    expect(
      (await call(world.url, `${V1}/stripe/document-payment-intents/${id}/`, { token: world.tokens.lawFirm, method: 'PATCH', body: {} }))
        .body,
    ).toEqual({
      status: ['This field is required.'],
    });
    // Another law firm's, or a lienholder's: refused.
    expect(
      (
        await call(world.url, `${V1}/stripe/document-payment-intents/${id}/`, {
          token: world.tokens.lawFirm2,
          method: 'PATCH',
          body: { status: 'processing' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(world.url, `${V1}/stripe/document-payment-intents/${id}/`, {
          token: world.tokens.provider,
          method: 'PATCH',
          body: { status: 'processing' },
        })
      ).status,
    ).toBe(403);
  });

  test('a saved card pays again; it is the user’s own', async () => {
    const first = [await addDocument(world, '6.00')];
    await call(world.url, PAY, {
      token: world.tokens.lawFirm,
      method: 'POST',
      body: {
        documents: first,
        card: { ...CARD, number: '5555555555554444' },
        save_card_for_future_use: true,
        idempotency_key: randomUUID(),
      },
    });
    await idle();
    const cards = await call(world.url, `${V1}/stripe/payment-methods/`, { token: world.tokens.lawFirm });
    expect(cards.body.results).toEqual([expect.objectContaining({ brand: 'mastercard', last4: '4444' })]);
    const saved = cards.body.results[0].id;
    const second = [await addDocument(world, '7.00')];
    const paid = await call(world.url, PAY, {
      token: world.tokens.lawFirm,
      method: 'POST',
      body: { documents: second, payment_method: saved, idempotency_key: randomUUID() },
    });
    expect(paid.body.payment_intents[0]).toMatchObject({ status: 'processing', error: null });
    await idle();
    expect(await paidState(world, second)).toBe(true);
    expect((await call(world.url, `${V1}/stripe/payment-methods/`, { token: world.tokens.lawFirm2 })).body.results).toEqual([]);
  });

  test('other tenants and lienholder users are refused everywhere', async () => {
    const ids = [await addDocument(world, '11.00')];
    const other = await call(world.url, PAY, {
      token: world.tokens.lawFirm2,
      method: 'POST',
      body: { documents: ids, card: CARD, idempotency_key: randomUUID() },
    });
    expect(other).toMatchObject({ status: 400, body: { documents: [`Invalid pk "${ids[0]}" - object does not exist.`] } });
    expect(
      (await call(world.url, `${V1}/stripe/document-payments/summary/?documents=${ids[0]}`, { token: world.tokens.lawFirm2 })).body.count,
    ).toBe(0);
    for (const token of [world.tokens.provider, world.tokens.insurer]) {
      expect(
        (await call(world.url, PAY, { token, method: 'POST', body: { documents: ids, card: CARD, idempotency_key: randomUUID() } })).status,
      ).toBe(403);
      expect((await call(world.url, `${V1}/stripe/document-payments/summary/?documents=${ids[0]}`, { token })).status).toBe(403);
      expect((await call(world.url, `${V1}/stripe/payment-methods/`, { token })).status).toBe(403);
    }
    expect((await call(world.url, `${V1}/stripe/connect/`, { token: world.tokens.lawFirm2 })).status).toBe(403);
    expect((await call(world.url, `${V1}/stripe/disconnect/`, { token: world.tokens.lawFirm })).status).toBe(403);
    expect(await paidState(world, ids)).toBe(false);
  });

  test('bad input is a field error', async () => {
    const cases: Array<[unknown, Record<string, unknown>]> = [
      [{}, { documents: ['This field is required.'], idempotency_key: ['This field is required.'] }],
      [
        { documents: ['x'], idempotency_key: 'short' },
        { documents: ['Must be a valid UUID.'], idempotency_key: [expect.stringMatching(/^Send a key/)] },
      ],
      [
        {
          documents: [randomUUID()],
          idempotency_key: randomUUID(),
          card: { number: '12', exp_month: 13, exp_year: 'x', cvc: '1' },
          save_card_for_future_use: 'yes',
        },
        {
          card: {
            number: ['Your card number is incorrect.'],
            exp_month: ["Your card's expiration month is invalid."],
            exp_year: ["Your card's expiration year is invalid."],
            cvc: ["Your card's security code is incomplete."],
          },
          save_card_for_future_use: ['Must be a valid boolean.'],
        },
      ],
      [
        { documents: [randomUUID()], idempotency_key: randomUUID(), payment_method: 'pm_abc' },
        { payment_method: ['Payment method invalid!'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const reply = await call(world.url, PAY, { token: world.tokens.lawFirm, method: 'POST', body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body).toEqual(errors);
    }
  });

  test('disconnecting stops new payments', async () => {
    const id = await addDocument(world, '2.00');
    expect((await call(world.url, `${V1}/stripe/disconnect/`, { token: world.tokens.provider })).body).toEqual({ connected: false });
    const refused = await call(world.url, PAY, {
      token: world.tokens.lawFirm,
      method: 'POST',
      body: { documents: [id], card: CARD, idempotency_key: randomUUID() },
    });
    expect(refused.status).toBe(400);
    expect((await call(world.url, `${V1}/stripe/account/`, { token: world.tokens.provider })).body.connected).toBe(false);
  });
});

describe('payments with the Stripe adapter (against a local Stripe REST peer)', () => {
  let world: World;
  let peer: StripePeer;
  const WEBHOOK_SECRET = 'whsec_test_secret';
  const stripe = new Stripe('sk_test_unused');
  const sendWebhook = async (event: Record<string, unknown>, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
    const response = await fetch(`${world.url}${V1}/stripe/webhook/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    return { status: response.status, body: await response.json() };
  };

  beforeAll(async () => {
    peer = await startStripePeer();
    const payments = createStripePayments({
      secretKey: 'sk_test_registry',
      publishableKey: 'pk_test_registry',
      webhookSecret: WEBHOOK_SECRET,
      api: { host: '127.0.0.1', port: peer.port, protocol: 'http' },
    });
    world = await setUp({ payments });
  });
  afterAll(async () => {
    await world?.registry.close();
    await peer?.close();
  });

  test('connect: onboarding link first, connected after account.updated', async () => {
    const started = await call(world.url, `${V1}/stripe/connect/`, { token: world.tokens.provider });
    expect(started.status).toBe(200);
    expect(started.body.connected).toBe(false);
    expect(started.body.redirect_url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/acct_peer/);
    const accountId = started.body.redirect_url.split('/').pop();
    expect(peer.requests.find((r) => r.path === '/v1/accounts' && r.method === 'POST')).toMatchObject({
      body: expect.objectContaining({ type: 'express' }),
    });
    expect((await call(world.url, `${V1}/stripe/account/`, { token: world.tokens.provider })).body).toMatchObject({
      connected: false,
      onboarding_pending: true,
    });
    peer.accounts.get(accountId).charges_enabled = true;
    const applied = await sendWebhook({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'account.updated',
      data: { object: peer.accounts.get(accountId) },
    });
    expect(applied).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    expect((await call(world.url, `${V1}/stripe/account/`, { token: world.tokens.provider })).body).toMatchObject({
      connected: true,
      provider: 'STRIPE',
    });
  });

  test('checkout makes one idempotent intent on the connected account; the signed webhook pays', async () => {
    const ids = [await addDocument(world, '20.00')];
    const body = { documents: ids, idempotency_key: randomUUID(), save_card_for_future_use: false };
    const summary = await call(world.url, `${V1}/stripe/document-payments/summary/?documents=${ids[0]}`, { token: world.tokens.lawFirm });
    expect(summary.body).toMatchObject({ provider: 'STRIPE', publishable_key: 'pk_test_registry', total: '20.00' });
    const first = await call(world.url, PAY, { token: world.tokens.lawFirm, method: 'POST', body });
    expect(first.status).toBe(201);
    const intent = first.body.payment_intents[0];
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      client_secret: expect.stringMatching(/_secret_/),
      amount_cents: 2000,
    });
    const second = await call(world.url, PAY, { token: world.tokens.lawFirm, method: 'POST', body });
    expect(second.body.payment_intents[0].provider_intent_id).toBe(intent.provider_intent_id);
    const creates = peer.requests.filter((r) => r.path === '/v1/payment_intents' && r.method === 'POST');
    expect(creates).toHaveLength(2);
    expect(creates[0].idempotencyKey).toBeTruthy();
    expect(creates[1].idempotencyKey).toBe(creates[0].idempotencyKey);
    expect(creates[0].body).toMatchObject({
      amount: '2000',
      currency: 'usd',
      'transfer_data[destination]': intent.stripe_account,
      on_behalf_of: intent.stripe_account,
    });
    expect(peer.intents.size).toBe(1);

    // The browser confirms with Stripe.js (here: the peer's intent changes), then reports; only the webhook pays.
    const stripeIntent = peer.intents.get(intent.provider_intent_id);
    stripeIntent.status = 'succeeded';
    const reported = await call(world.url, `${V1}/stripe/document-payment-intents/${intent.id}/`, {
      token: world.tokens.lawFirm,
      method: 'PATCH',
      body: { status: 'succeeded' },
    });
    expect(reported.body).toMatchObject({ status: 'processing', provider_status: 'succeeded' });
    expect(await paidState(world, ids)).toBe(false);
    const forged = await sendWebhook(
      { id: `evt_${randomUUID()}`, type: 'payment_intent.succeeded', data: { object: stripeIntent } },
      'whsec_wrong',
    );
    expect(forged.status).toBe(400);
    expect(await paidState(world, ids)).toBe(false);
    const event = { id: `evt_${randomUUID()}`, object: 'event', type: 'payment_intent.succeeded', data: { object: stripeIntent } };
    expect((await sendWebhook(event)).body.outcome).toBe('applied');
    expect(await paidState(world, ids)).toBe(true);
    expect((await sendWebhook(event)).body.outcome).toBe('duplicate');
  });

  test('a saved payment method is confirmed on the server; a decline leaves the records locked', async () => {
    const ids = [await addDocument(world, '9.99')];
    const declined = await call(world.url, PAY, {
      token: world.tokens.lawFirm,
      method: 'POST',
      body: { documents: ids, payment_method: 'pm_card_chargeDeclined', idempotency_key: randomUUID() },
    });
    expect(declined.body.payment_intents[0]).toMatchObject({
      status: 'failed',
      error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    const confirm = peer.requests.find((r) => r.path.endsWith('/confirm'));
    expect(confirm?.idempotencyKey).toBeTruthy();
    expect(await paidState(world, ids)).toBe(false);
    const typed = await call(world.url, PAY, {
      token: world.tokens.lawFirm,
      method: 'POST',
      body: { documents: ids, card: CARD, idempotency_key: randomUUID() },
    });
    expect(typed.body.card).toEqual(['Card details go to the payment provider from the browser (Stripe Elements), never to the registry.']);
  });
});
