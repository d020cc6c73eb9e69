// Payments: card charges through payment intents (issue 11 point 6; DECISIONS 14). One interface, two providers:
// - Stripe (payments-stripe.ts) when STRIPE_SECRET_KEY is set (registry/env.ts): intents on the platform charged on
//   behalf of the lienholder's connected account, Connect onboarding, signed webhooks.
// - An offline provider (the embedded default, this file) that needs no network and goes through the same states:
//   an intent is created, confirmed with a card (the well-known test card numbers succeed, everything else is
//   declined as a bank would), and a signed webhook event follows, delivered to whoever listens (the registry posts
//   it to its own webhook route, so the same code path runs). A repeated idempotency key answers the first result,
//   as real providers do. Its state lives in memory: it is for tests and demos, never for real cards.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

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
  | { status: 'declined'; id: string; reason: DeclineReason };

export type DeclineReason = 'card_declined' | 'expired_card' | 'invalid_card' | 'invalid_amount';

/** A provider's payment intent states (Stripe's names). */
export type ProviderIntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface ProviderIntent {
  id: string;
  /** Handed to the browser (Stripe.js confirms with it); never stored. */
  clientSecret: string | null;
  status: ProviderIntentStatus;
  amount: number;
  currency: string;
  connectedAccount: string | null;
  metadata: Record<string, string>;
  /** The payment method of the last attempt (a saved card's id when one was used or saved). */
  paymentMethod: string | null;
  /** Why the last attempt failed (the provider's message), null otherwise. */
  lastError: { code: string; message: string } | null;
}

export interface CreateIntentRequest {
  amount: number;
  currency: string;
  /** The lienholder's connected account the charge is made on behalf of (and paid out to); null: the platform's own charge (plans). */
  connectedAccount: string | null;
  /** Every call carries one; the same key creates at most one intent. */
  idempotencyKey: string;
  metadata: Record<string, string>;
  /** The payer (needed to save or reuse a card). */
  customer?: string | null;
  /** Keep the card for later payments (attached to `customer`). */
  saveCard?: boolean;
}

export interface ConfirmRequest {
  /** Offline only: the card typed into the test form. */
  card?: CardDetails;
  /** A saved card's provider id. */
  paymentMethod?: string;
  idempotencyKey: string;
}

export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ConnectedAccountState {
  id: string;
  /** Onboarding finished: charges can be made on its behalf. */
  chargesEnabled: boolean;
}

/** A verified webhook event, reduced to what the registry reads. */
export interface PaymentEvent {
  id: string;
  type: string;
  intent: ProviderIntent | null;
  account: ConnectedAccountState | null;
}

export type WebhookDelivery = (payload: string, signature: string) => Promise<void>;

export class PaymentProviderError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

export class WebhookSignatureError extends Error {}

export interface PaymentProvider {
  readonly kind: 'OFFLINE' | 'STRIPE';
  /** The browser's key (Stripe.js); null for the offline provider. */
  readonly publishableKey: string | null;
  /** The request header carrying the webhook signature. */
  readonly signatureHeader: string;
  createIntent(request: CreateIntentRequest): Promise<ProviderIntent>;
  retrieveIntent(id: string): Promise<ProviderIntent>;
  /** Server-side confirmation (a saved card, or the offline provider's test card); Stripe's browser flow confirms with Stripe.js instead. */
  confirmIntent(id: string, request: ConfirmRequest): Promise<ProviderIntent>;
  cancelIntent(id: string, idempotencyKey: string): Promise<ProviderIntent>;
  /** The payer's customer record (created once per user: the key makes a retry return the same one). */
  createCustomer(request: { userId: string; email: string; idempotencyKey: string }): Promise<string>;
  /** A saved card's details. */
  retrieveCard(paymentMethod: string): Promise<SavedCard>;
  /** A payout account for a lienholder organisation (not yet able to take charges until onboarding ends). */
  createConnectedAccount(request: { organizationId: string; email: string | null; idempotencyKey: string }): Promise<ConnectedAccountState>;
  /** Where the lienholder finishes onboarding; null when nothing is left to do (the offline provider). */
  onboardingUrl(request: { account: string; returnUrl: string; refreshUrl: string }): Promise<string | null>;
  retrieveAccount(id: string): Promise<ConnectedAccountState>;
  /** Verifies the signature over the raw body; throws WebhookSignatureError when it does not match. */
  verifyWebhook(payload: string, signature: string): PaymentEvent;
  /** The offline provider sends its webhook events to this delivery (the registry's own webhook route). */
  deliverWebhooksTo?(delivery: WebhookDelivery): void;
  /** The offline provider's one-call charge (kept for callers that need no intent). */
  charge?(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * Keeps a card on file for the customer without charging it (the per-case plan's monthly bill): the offline
   * provider checks the test card as it would for a charge; Stripe attaches the browser's payment method. A card
   * the provider refuses throws PaymentProviderError with its message.
   */
  saveCardForCustomer(request: {
    customer: string;
    card?: CardDetails;
    paymentMethod?: string;
    idempotencyKey: string;
  }): Promise<SavedCard>;
}

/** Test cards the offline provider approves (the numbers every payment provider documents for tests). */
export const APPROVED_TEST_CARDS = ['4242424242424242', '5555555555554444', '378282246310005'];
/** A test card it declines as a bank would. */
export const DECLINED_TEST_CARD = '4000000000000002';

/** The offline provider's decline messages (Stripe's wording). */
export const DECLINE_MESSAGES: Record<DeclineReason, string> = {
  card_declined: 'Your card was declined.',
  expired_card: 'Your card has expired.',
  invalid_card: 'Your card number is incorrect.',
  invalid_amount: 'The amount is not valid.',
};

function luhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

const brandOf = (number: string) =>
  number.startsWith('4') ? 'visa' : number.startsWith('5') ? 'mastercard' : number.startsWith('3') ? 'amex' : 'unknown';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">` (the shape of Stripe's header). */
export function signOfflinePayload(secret: string, payload: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

const TOLERANCE_SECONDS = 300;

export function verifyOfflineSignature(secret: string, payload: string, header: string, now = Date.now()): void {
  const parts = Object.fromEntries(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()];
    }),
  );
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) throw new WebhookSignatureError('Malformed signature header');
  if (Math.abs(now / 1000 - timestamp) > TOLERANCE_SECONDS) throw new WebhookSignatureError('Signature timestamp outside the tolerance');
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex'));
  const given = Buffer.from(parts.v1);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new WebhookSignatureError('Signature does not match');
}

export interface OfflinePaymentsOptions {
  now?: () => Date;
  /** Signs its webhook events (random per instance unless given). */
  webhookSecret?: string;
}

interface OfflineIntent extends ProviderIntent {
  customer: string | null;
  saveCard: boolean;
}

export interface OfflinePayments extends PaymentProvider {
  charge(request: ChargeRequest): Promise<ChargeResult>;
  deliverWebhooksTo(delivery: WebhookDelivery): void;
  /** Tests: successful charges made so far (a doubled request must not add one). */
  readonly chargeCount: number;
  readonly webhookSecret: string;
}

export function createOfflinePayments(options: OfflinePaymentsOptions | (() => Date) = {}): OfflinePayments {
  const { now = () => new Date(), webhookSecret = randomBytes(24).toString('hex') } =
    typeof options === 'function' ? { now: options } : options;
  const results = new Map<string, ChargeResult>();
  const intents = new Map<string, OfflineIntent>();
  const byKey = new Map<string, unknown>();
  const accounts = new Map<string, ConnectedAccountState>();
  const cards = new Map<string, SavedCard>();
  const pending: Array<{ payload: string; signature: string }> = [];
  let delivery: WebhookDelivery | null = null;
  let charges = 0;

  const decide = (amount: number, currency: string, card: CardDetails): ChargeResult => {
    const id = `ch_offline_${randomUUID()}`;
    const number = card.number.replace(/[\s-]/g, '');
    if (!Number.isInteger(amount) || amount <= 0) return { status: 'declined', id, reason: 'invalid_amount' };
    if (!/^\d{12,19}$/.test(number) || !luhn(number) || !/^\d{3,4}$/.test(card.cvc))
      return { status: 'declined', id, reason: 'invalid_card' };
    const today = now();
    const expired =
      card.expYear < today.getUTCFullYear() || (card.expYear === today.getUTCFullYear() && card.expMonth < today.getUTCMonth() + 1);
    if (expired) return { status: 'declined', id, reason: 'expired_card' };
    if (!APPROVED_TEST_CARDS.includes(number)) return { status: 'declined', id, reason: 'card_declined' };
    return { status: 'approved', id, amount, currency: currency.toLowerCase(), last4: number.slice(-4) };
  };

  const once = <T>(key: string, make: () => T): T => {
    if (byKey.has(key)) return byKey.get(key) as T;
    const value = make();
    byKey.set(key, value);
    return value;
  };

  const snapshot = (intent: OfflineIntent): ProviderIntent => {
    const { customer: _customer, saveCard: _saveCard, ...rest } = intent;
    return structuredClone(rest);
  };

  // An event is handed to the delivery (queued) before the call that caused it answers, as a provider records its
  // webhook events before it answers; delivering it is the delivery's business (the registry's job engine).
  const emit = (type: string, object: Record<string, unknown>): Promise<void> => {
    const payload = JSON.stringify({
      id: `evt_offline_${randomUUID()}`,
      object: 'event',
      type,
      created: Math.floor(now().getTime() / 1000),
      data: { object },
    });
    pending.push({ payload, signature: signOfflinePayload(webhookSecret, payload, Math.floor(Date.now() / 1000)) });
    return flush();
  };

  const flush = async (): Promise<void> => {
    if (!delivery) return;
    const send = delivery;
    await Promise.all(pending.splice(0).map((event) => send(event.payload, event.signature).catch(() => undefined)));
  };

  const intentObject = (intent: OfflineIntent) => ({
    id: intent.id,
    object: 'payment_intent',
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    metadata: intent.metadata,
    payment_method: intent.paymentMethod,
    last_payment_error: intent.lastError,
    transfer_data: intent.connectedAccount ? { destination: intent.connectedAccount } : null,
  });

  const find = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new PaymentProviderError('resource_missing', `No such payment_intent: '${id}'`);
    return intent;
  };

  const provider: OfflinePayments = {
    kind: 'OFFLINE',
    publishableKey: null,
    signatureHeader: 'offline-signature',
    webhookSecret,
    get chargeCount() {
      return charges;
    },

    async charge(request) {
      const known = results.get(request.idempotencyKey);
      if (known) return known;
      const result = decide(request.amount, request.currency, request.card);
      results.set(request.idempotencyKey, result);
      return result;
    },

    async createIntent(request) {
      const intent = once(`intent:${request.idempotencyKey}`, (): OfflineIntent => {
        const id = `pi_offline_${randomUUID().replaceAll('-', '')}`;
        const created: OfflineIntent = {
          id,
          clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          status: 'requires_payment_method',
          amount: request.amount,
          currency: request.currency.toLowerCase(),
          connectedAccount: request.connectedAccount,
          metadata: { ...request.metadata },
          paymentMethod: null,
          lastError: null,
          customer: request.customer ?? null,
          saveCard: Boolean(request.saveCard),
        };
        intents.set(id, created);
        return created;
      });
      return snapshot(intent);
    },

    async retrieveIntent(id) {
      return snapshot(find(id));
    },

    async confirmIntent(id, request) {
      const intent = find(id);
      const done = byKey.get(`confirm:${request.idempotencyKey}`);
      if (done) return structuredClone(done as ProviderIntent);
      // Synchronous from here to the state change: two confirmations at once cannot both charge.
      if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation')
        throw new PaymentProviderError('payment_intent_unexpected_state', `This PaymentIntent's status is ${intent.status}.`);
      let card: CardDetails | undefined = request.card;
      let method: SavedCard | undefined;
      if (request.paymentMethod) {
        method = cards.get(request.paymentMethod);
        const index = /^pm_offline_(\d)_/.exec(request.paymentMethod)?.[1];
        if (!method && index !== undefined && APPROVED_TEST_CARDS[Number(index)]) {
          // A card saved before a restart: its id names the test card it stands for.
          const number = APPROVED_TEST_CARDS[Number(index)];
          method = {
            id: request.paymentMethod,
            brand: brandOf(number),
            last4: number.slice(-4),
            expMonth: 12,
            expYear: now().getUTCFullYear() + 5,
          };
          cards.set(method.id, method);
        }
        if (!method) throw new PaymentProviderError('resource_missing', `No such PaymentMethod: '${request.paymentMethod}'`);
        card = {
          number: APPROVED_TEST_CARDS.find((n) => n.endsWith(method!.last4)) ?? '',
          expMonth: method.expMonth,
          expYear: method.expYear,
          cvc: '000',
        };
      }
      if (!card) throw new PaymentProviderError('parameter_missing', 'A card or a payment method is required.');
      const result = decide(intent.amount, intent.currency, card);
      let delivered: Promise<void>;
      if (result.status === 'approved') {
        charges += 1;
        const number = card.number.replace(/[\s-]/g, '');
        if (!method && intent.saveCard && intent.customer) {
          method = {
            id: `pm_offline_${APPROVED_TEST_CARDS.indexOf(number)}_${randomUUID().replaceAll('-', '')}`,
            brand: brandOf(number),
            last4: number.slice(-4),
            expMonth: card.expMonth,
            expYear: card.expYear,
          };
          cards.set(method.id, method);
        }
        intent.status = 'succeeded';
        intent.paymentMethod = method?.id ?? null;
        intent.lastError = null;
        delivered = emit('payment_intent.succeeded', intentObject(intent));
      } else {
        intent.status = 'requires_payment_method';
        intent.lastError = { code: result.reason, message: DECLINE_MESSAGES[result.reason] };
        delivered = emit('payment_intent.payment_failed', intentObject(intent));
      }
      const answer = snapshot(intent);
      byKey.set(`confirm:${request.idempotencyKey}`, answer);
      await delivered;
      return structuredClone(answer);
    },

    async cancelIntent(id) {
      const intent = find(id);
      if (intent.status === 'succeeded')
        throw new PaymentProviderError('payment_intent_unexpected_state', 'This PaymentIntent has succeeded.');
      if (intent.status !== 'canceled') {
        intent.status = 'canceled';
        await emit('payment_intent.canceled', intentObject(intent));
      }
      return snapshot(intent);
    },

    async createCustomer(request) {
      return once(`customer:${request.idempotencyKey}`, () => `cus_offline_${request.userId.replaceAll('-', '')}`);
    },

    async saveCardForCustomer(request) {
      return once(`save-card:${request.idempotencyKey}`, () => {
        if (request.paymentMethod) {
          const known = cards.get(request.paymentMethod);
          if (!known) throw new PaymentProviderError('resource_missing', `No such PaymentMethod: '${request.paymentMethod}'`);
          return { ...known };
        }
        if (!request.card) throw new PaymentProviderError('parameter_missing', 'A card or a payment method is required.');
        // Checked as a charge would be (the smallest amount), but nothing is charged.
        const result = decide(1, 'usd', request.card);
        if (result.status === 'declined') throw new PaymentProviderError(result.reason, DECLINE_MESSAGES[result.reason]);
        const number = request.card.number.replace(/[\s-]/g, '');
        const saved: SavedCard = {
          id: `pm_offline_${APPROVED_TEST_CARDS.indexOf(number)}_${randomUUID().replaceAll('-', '')}`,
          brand: brandOf(number),
          last4: number.slice(-4),
          expMonth: request.card.expMonth,
          expYear: request.card.expYear,
        };
        cards.set(saved.id, saved);
        return { ...saved };
      });
    },

    async retrieveCard(paymentMethod) {
      const card = cards.get(paymentMethod);
      if (!card) throw new PaymentProviderError('resource_missing', `No such PaymentMethod: '${paymentMethod}'`);
      return { ...card };
    },

    async createConnectedAccount(request) {
      return once(`account:${request.idempotencyKey}`, () => {
        const account = { id: `acct_offline_${randomBytes(8).toString('hex')}`, chargesEnabled: true };
        accounts.set(account.id, account);
        return { ...account };
      });
    },

    async onboardingUrl() {
      return null;
    },

    async retrieveAccount(id) {
      // Every offline account can take charges at once (it is created ready).
      return accounts.get(id) ?? { id, chargesEnabled: id.startsWith('acct_offline_') };
    },

    verifyWebhook(payload, signature) {
      try {
        verifyOfflineSignature(webhookSecret, payload, signature);
      } catch (error) {
        throw error instanceof WebhookSignatureError ? error : new WebhookSignatureError('Invalid signature');
      }
      return parseEvent(JSON.parse(payload));
    },

    deliverWebhooksTo(target) {
      delivery = target;
      void flush();
    },
  };
  return provider;
}

/** An event body (Stripe's shape, which the offline provider copies) reduced to what the registry reads. */
export function parseEvent(body: any): PaymentEvent {
  const object = body?.data?.object ?? {};
  const intent: ProviderIntent | null =
    object.object === 'payment_intent'
      ? {
          id: String(object.id),
          clientSecret: null,
          status: object.status,
          amount: Number(object.amount),
          currency: String(object.currency ?? ''),
          connectedAccount: object.transfer_data?.destination ?? object.on_behalf_of ?? null,
          metadata: object.metadata ?? {},
          paymentMethod: typeof object.payment_method === 'string' ? object.payment_method : (object.payment_method?.id ?? null),
          lastError: object.last_payment_error
            ? {
                code: String(object.last_payment_error.code ?? object.last_payment_error.decline_code ?? 'card_error'),
                message: String(object.last_payment_error.message ?? ''),
              }
            : null,
        }
      : null;
  const account: ConnectedAccountState | null =
    object.object === 'account' ? { id: String(object.id), chargesEnabled: Boolean(object.charges_enabled) } : null;
  return { id: String(body?.id ?? ''), type: String(body?.type ?? ''), intent, account };
}
