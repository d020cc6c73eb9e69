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
