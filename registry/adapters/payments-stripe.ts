// Payments through Stripe (the `stripe` SDK), used when STRIPE_SECRET_KEY is set (registry/env.ts). Intents are
// created on the platform and charged on behalf of the lienholder's connected account (`on_behalf_of` and
// `transfer_data.destination`: a destination charge, so the funds go to that account and one Stripe.js instance with
// the platform's publishable key confirms every intent, saved cards included). Every create, confirm and cancel
// carries an idempotency key. Webhooks are verified with `stripe.webhooks.constructEvent` and STRIPE_WEBHOOK_SECRET.
import Stripe from 'stripe';
import {
  parseEvent,
  PaymentProviderError,
  WebhookSignatureError,
  type ConnectedAccountState,
  type PaymentProvider,
  type ProviderIntent,
} from './payments.ts';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where Connect onboarding returns to (default: the portal's settings page). */
  connectReturnUrl?: string;
  /** Tests: a local peer speaking Stripe's REST endpoints instead of api.stripe.com. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

type StripeIntent = Awaited<ReturnType<Stripe['paymentIntents']['retrieve']>>;

function toIntent(intent: StripeIntent): ProviderIntent {
  const parsed = parseEvent({ data: { object: { ...intent, object: 'payment_intent' } } }).intent!;
  return { ...parsed, clientSecret: intent.client_secret ?? null };
}

async function translate<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const stripeError = error as { type?: string; code?: string; message?: string; raw?: unknown };
    if (stripeError && typeof stripeError.type === 'string' && stripeError.type.startsWith('Stripe'))
      throw new PaymentProviderError(stripeError.code ?? stripeError.type, stripeError.message ?? 'Stripe error');
    throw error;
  }
}

export function createStripePayments(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(settings.api ?? {}),
  });
  return {
    kind: 'STRIPE',
    publishableKey: settings.publishableKey,
    signatureHeader: 'stripe-signature',

    createIntent: (request) =>
      translate(async () =>
        toIntent(
          await stripe.paymentIntents.create(
            {
              amount: request.amount,
              currency: request.currency.toLowerCase(),
              allowed_payment_method_types: ['card'],
              ...(request.connectedAccount
                ? { on_behalf_of: request.connectedAccount, transfer_data: { destination: request.connectedAccount } }
                : {}),
              metadata: request.metadata,
              ...(request.customer ? { customer: request.customer } : {}),
              ...(request.saveCard && request.customer ? { setup_future_usage: 'on_session' as const } : {}),
            },
            { idempotencyKey: request.idempotencyKey },
          ),
        ),
      ),

    retrieveIntent: (id) => translate(async () => toIntent(await stripe.paymentIntents.retrieve(id))),

    confirmIntent: (id, request) =>
      translate(async () => {
        if (!request.paymentMethod)
          throw new PaymentProviderError('parameter_missing', 'Stripe confirms a typed card in the browser (Stripe.js).');
        return toIntent(
          await stripe.paymentIntents.confirm(id, { payment_method: request.paymentMethod }, { idempotencyKey: request.idempotencyKey }),
        );
      }),

    cancelIntent: (id, idempotencyKey) => translate(async () => toIntent(await stripe.paymentIntents.cancel(id, {}, { idempotencyKey }))),

    createCustomer: (request) =>
      translate(async () => {
        const customer = await stripe.customers.create(
          { email: request.email, metadata: { user_id: request.userId } },
          { idempotencyKey: request.idempotencyKey },
        );
        return customer.id;
      }),

    saveCardForCustomer: (request) =>
      translate(async () => {
        if (!request.paymentMethod)
          throw new PaymentProviderError('parameter_missing', 'Stripe takes a card from the browser (Stripe.js payment method).');
        const method = await stripe.paymentMethods.attach(
          request.paymentMethod,
          { customer: request.customer },
          { idempotencyKey: request.idempotencyKey },
        );
        return {
          id: method.id,
          brand: method.card?.brand ?? 'card',
          last4: method.card?.last4 ?? '',
          expMonth: method.card?.exp_month ?? 0,
          expYear: method.card?.exp_year ?? 0,
        };
      }),

    retrieveCard: (paymentMethod) =>
      translate(async () => {
        const method = await stripe.paymentMethods.retrieve(paymentMethod);
        return {
          id: method.id,
          brand: method.card?.brand ?? 'card',
          last4: method.card?.last4 ?? '',
          expMonth: method.card?.exp_month ?? 0,
          expYear: method.card?.exp_year ?? 0,
        };
      }),

    createConnectedAccount: (request) =>
      translate(async () => {
        const account = await stripe.accounts.create(
          {
            type: 'express',
            ...(request.email ? { email: request.email } : {}),
            metadata: { organization_id: request.organizationId },
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return { id: account.id, chargesEnabled: Boolean(account.charges_enabled) };
      }),

    onboardingUrl: (request) =>
      translate(async () => {
        const link = await stripe.accountLinks.create({
          account: request.account,
          type: 'account_onboarding',
          return_url: settings.connectReturnUrl ?? request.returnUrl,
          refresh_url: request.refreshUrl,
        });
        return link.url;
      }),

    retrieveAccount: (id) =>
      translate(async (): Promise<ConnectedAccountState> => {
        const account = await stripe.accounts.retrieve(id);
        return { id: account.id, chargesEnabled: Boolean(account.charges_enabled) };
      }),

    verifyWebhook(payload, signature) {
      let event: unknown;
      try {
        event = stripe.webhooks.constructEvent(payload, signature, settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      return parseEvent(event);
    },
  };
}
