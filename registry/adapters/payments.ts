// Payments: charging a card (subscriptions, lien payouts). The embedded default is an offline provider that needs no
// network: it approves the well-known test card numbers and declines everything else, and answers a repeated
// idempotency key with the first result, as real providers (Stripe and the like) do.
import { randomUUID } from 'node:crypto';

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface ChargeRequest {
  /** In the currency's smallest unit (cents). */
  amount: number;
  currency: string;
  card: CardDetails;
  /** The same key charges at most once. */
  idempotencyKey: string;
  description?: string;
}

export type ChargeResult =
  | { status: 'approved'; id: string; amount: number; currency: string; last4: string }
  | { status: 'declined'; id: string; reason: 'card_declined' | 'expired_card' | 'invalid_card' | 'invalid_amount' };

export interface PaymentProvider {
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** Test cards the offline provider approves (the numbers every payment provider documents for tests). */
export const APPROVED_TEST_CARDS = ['4242424242424242', '5555555555554444', '378282246310005'];
/** A test card it declines as a bank would. */
export const DECLINED_TEST_CARD = '4000000000000002';

function luhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export function createOfflinePayments(now: () => Date = () => new Date()): PaymentProvider {
  const results = new Map<string, ChargeResult>();
  const decide = (request: ChargeRequest): ChargeResult => {
    const id = `ch_offline_${randomUUID()}`;
    const number = request.card.number.replace(/[\s-]/g, '');
    if (!Number.isInteger(request.amount) || request.amount <= 0) return { status: 'declined', id, reason: 'invalid_amount' };
    if (!/^\d{12,19}$/.test(number) || !luhn(number) || !/^\d{3,4}$/.test(request.card.cvc))
      return { status: 'declined', id, reason: 'invalid_card' };
    const today = now();
    const expired =
      request.card.expYear < today.getUTCFullYear() ||
      (request.card.expYear === today.getUTCFullYear() && request.card.expMonth < today.getUTCMonth() + 1);
    if (expired) return { status: 'declined', id, reason: 'expired_card' };
    if (!APPROVED_TEST_CARDS.includes(number)) return { status: 'declined', id, reason: 'card_declined' };
    return { status: 'approved', id, amount: request.amount, currency: request.currency.toLowerCase(), last4: number.slice(-4) };
  };
  return {
    async charge(request) {
      const known = results.get(request.idempotencyKey);
      if (known) return known;
      const result = decide(request);
      results.set(request.idempotencyKey, result);
      return result;
    },
  };
}
