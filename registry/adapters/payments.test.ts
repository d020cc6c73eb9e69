import { describe, expect, test } from 'vitest';
import { APPROVED_TEST_CARDS, createOfflinePayments, DECLINED_TEST_CARD } from './payments.ts';

const card = (number: string, expYear = 2031) => ({ number, expMonth: 12, expYear, cvc: '123' });
const now = () => new Date('2026-11-24T12:00:00Z');

describe('offline payments', () => {
  test('approves the test cards, declines the rest with a reason', async () => {
    const payments = createOfflinePayments(now);
    for (const number of APPROVED_TEST_CARDS) {
      const result = await payments.charge({ amount: 1999, currency: 'USD', card: card(number), idempotencyKey: number });
      expect(result).toMatchObject({ status: 'approved', amount: 1999, currency: 'usd', last4: number.slice(-4) });
    }
    const charge = (number: string, key: string, extra: Partial<{ amount: number; expYear: number }> = {}) =>
      payments.charge({ amount: extra.amount ?? 100, currency: 'usd', card: card(number, extra.expYear), idempotencyKey: key });
    expect(await charge(DECLINED_TEST_CARD, 'a')).toMatchObject({ status: 'declined', reason: 'card_declined' });
    expect(await charge('4242424242424241', 'b')).toMatchObject({ status: 'declined', reason: 'invalid_card' });
    expect(await charge('4242 4242 4242 4242', 'c', { expYear: 2025 })).toMatchObject({ status: 'declined', reason: 'expired_card' });
    expect(await charge('4242424242424242', 'd', { amount: 0 })).toMatchObject({ status: 'declined', reason: 'invalid_amount' });
    expect(await charge('4242424242424242', 'e', { amount: 10.5 })).toMatchObject({ status: 'declined', reason: 'invalid_amount' });
  });

  test('the same idempotency key charges once', async () => {
    const payments = createOfflinePayments(now);
    const request = { amount: 500, currency: 'usd', card: card('4242424242424242'), idempotencyKey: 'order-1' };
    const first = await payments.charge(request);
    const again = await payments.charge({ ...request, amount: 900 });
    expect(again).toEqual(first);
  });
});

describe('payment settings (STRIPE_*)', () => {
  test('unset: the offline provider; set: all three keys, checked without echoing them', async () => {
    const { stripeFromEnv, registryOptionsFromEnv } = await import('../env.ts');
    expect(stripeFromEnv({})).toBeUndefined();
    expect(registryOptionsFromEnv({}).adapters?.payments).toBeUndefined();
    const env = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
    expect(stripeFromEnv(env)).toEqual({
      secretKey: 'sk_test_abc',
      publishableKey: 'pk_test_abc',
      webhookSecret: 'whsec_abc',
      connectReturnUrl: undefined,
    });
    expect(registryOptionsFromEnv(env).adapters?.payments?.kind).toBe('STRIPE');
    expect(() => stripeFromEnv({ ...env, STRIPE_WEBHOOK_SECRET: '' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => stripeFromEnv({ ...env, STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(() => stripeFromEnv({ ...env, STRIPE_SECRET_KEY: 'nonsense-secret' })).toThrow(/^STRIPE_SECRET_KEY must be/);
    try {
      stripeFromEnv({ ...env, STRIPE_SECRET_KEY: 'nonsense-secret' });
    } catch (error) {
      expect((error as Error).message).not.toContain('nonsense-secret');
    }
    expect(() => stripeFromEnv({ ...env, STRIPE_CONNECT_RETURN_URL: 'ftp://x' })).toThrow(/STRIPE_CONNECT_RETURN_URL/);
    expect(stripeFromEnv({ ...env, STRIPE_CONNECT_RETURN_URL: 'https://portal.example/settings/account' })?.connectReturnUrl).toBe(
      'https://portal.example/settings/account',
    );
  });
});

describe('offline payment intents', () => {
  test('intent → confirm → signed webhook event; a second confirmation cannot charge again', async () => {
    const payments = createOfflinePayments(now);
    const delivered: Array<{ payload: string; signature: string }> = [];
    payments.deliverWebhooksTo(async (payload, signature) => void delivered.push({ payload, signature }));
    const request = { amount: 1200, currency: 'USD', connectedAccount: 'acct_offline_x', idempotencyKey: 'k1', metadata: { a: 'b' } };
    const intent = await payments.createIntent(request);
    expect(await payments.createIntent(request)).toEqual(intent);
    expect(intent).toMatchObject({ status: 'requires_payment_method', amount: 1200, currency: 'usd', connectedAccount: 'acct_offline_x' });
    const declined = await payments.confirmIntent(intent.id, { card: card(DECLINED_TEST_CARD), idempotencyKey: 'c1' });
    expect(declined).toMatchObject({
      status: 'requires_payment_method',
      lastError: { code: 'card_declined', message: 'Your card was declined.' },
    });
    const paid = await payments.confirmIntent(intent.id, { card: card('4242424242424242'), idempotencyKey: 'c2' });
    expect(paid.status).toBe('succeeded');
    await expect(payments.confirmIntent(intent.id, { card: card('4242424242424242'), idempotencyKey: 'c3' })).rejects.toThrow(/succeeded/);
    expect(payments.chargeCount).toBe(1);
    expect(delivered.map((d) => JSON.parse(d.payload).type)).toEqual(['payment_intent.payment_failed', 'payment_intent.succeeded']);
    const event = payments.verifyWebhook(delivered[1].payload, delivered[1].signature);
    expect(event).toMatchObject({ type: 'payment_intent.succeeded', intent: { id: intent.id, amount: 1200, status: 'succeeded' } });
    expect(() => payments.verifyWebhook(delivered[1].payload.replace('1200', '1'), delivered[1].signature)).toThrow();
  });
});
