// Payment routes (issue 11 point 6; registry/API.md "Payments"): the payment page's summary, saved cards, checkout
// (one intent per lienholder, idempotent), the client's status report, the provider's signed webhooks (the source of
// truth for paid documents), and a lienholder admin's payout account (connect, disconnect, status). The offline
// provider's webhook events come back in through its own webhook route (a job posts them), so the same code runs.
import type { FastifyInstance } from 'fastify';
import { signOfflinePayload, WebhookSignatureError, type OfflinePayments } from '../adapters/payments.ts';
import { HttpError, notFound } from '../domain/errors.ts';
import { isUuid } from '../domain/ids.ts';
import { checkout, checkoutSummary, parseCheckout, refreshIntent } from '../domain/payments/checkout.ts';
import { savedCards } from '../domain/payments/customers.ts';
import { accountStatus, connectAccount, disconnectAccount } from '../domain/payments/connect.ts';
import { handlePaymentEvent } from '../domain/payments/webhooks.ts';
import { contextOf, viewerOf } from './permissions.ts';
import type { RouteDeps } from './types.ts';

const V1 = '/api/registry/v1';
export const STRIPE_WEBHOOK_PATH = `${V1}/stripe/webhook/`;
export const OFFLINE_WEBHOOK_PATH = `${V1}/payments/offline/webhook/`;
const OFFLINE_DELIVERY_JOB = 'payments.offline-webhook';

declare module 'fastify' {
  interface FastifyRequest {
    rawPaymentBody?: string;
  }
}

export function paymentRoutes(app: FastifyInstance, { db, settings, adapters }: RouteDeps): void {
  const payments = adapters.payments;

  app.get(`${V1}/stripe/document-payments/summary/`, { config: { permission: 'law-firm', audit: 'document.list' } }, async (request) =>
    checkoutSummary(db, contextOf(request), viewerOf(request), payments, request.query as { documents?: string; lien?: string }),
  );

  app.get(`${V1}/stripe/payment-methods/`, { config: { permission: 'law-firm', audit: 'none' } }, async (request) => {
    const results = await savedCards(db, payments, contextOf(request).user.id, viewerOf(request));
    return { count: results.length, next: null, previous: null, results };
  });

  app.post(`${V1}/stripe/document-payments/`, { config: { permission: 'law-firm', audit: 'document.update' } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const result = await checkout(db, contextOf(request), viewer, payments, parseCheckout(request.body, payments));
    const first = result.payment_intents[0];
    return reply.code(201).send({
      ...result,
      stripe_account: first?.stripe_account ?? null,
      stripe_client_secret: first?.client_secret ?? null,
    });
  });

  app.patch(`${V1}/stripe/document-payment-intents/:id/`, { config: { permission: 'law-firm', audit: 'none' } }, async (request) => {
    const { id } = request.params as { id: string };
    if (!isUuid(id)) throw notFound();
    return refreshIntent(db, viewerOf(request), payments, id, request.body);
  });

  app.get(`${V1}/stripe/account/`, { config: { permission: 'account', audit: 'none' } }, async (request) =>
    accountStatus(db, contextOf(request), viewerOf(request), payments),
  );
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: `${V1}/stripe/connect/`,
      config: { permission: 'lienholder', audit: 'none' },
      handler: async (request) => connectAccount(db, contextOf(request), viewerOf(request), payments, settings.publicUrl),
    });
    app.route({
      method,
      url: `${V1}/stripe/disconnect/`,
      config: { permission: 'lienholder', audit: 'none' },
      handler: async (request) => disconnectAccount(db, contextOf(request), viewerOf(request)),
    });
  }

  // Webhooks: the signature covers the raw body, so JSON is kept as received.
  app.register(async (scoped) => {
    scoped.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 512 * 1024 }, (request, body, done) => {
      request.rawPaymentBody = String(body);
      done(null, {});
    });
    const receive = (path: string, kind: typeof payments.kind) =>
      scoped.post(path, { config: { permission: 'public', audit: 'none' } }, async (request) => {
        if (payments.kind !== kind) throw notFound();
        const header = request.headers[payments.signatureHeader];
        const signature = Array.isArray(header) ? header[0] : header;
        if (!signature || request.rawPaymentBody === undefined) throw new HttpError(400, { detail: 'Missing webhook signature.' });
        let event;
        try {
          event = payments.verifyWebhook(request.rawPaymentBody, signature);
        } catch (error) {
          if (error instanceof WebhookSignatureError || error instanceof SyntaxError)
            throw new HttpError(400, { detail: 'Invalid webhook signature.' });
          throw error;
        }
        const outcome = await handlePaymentEvent(db, payments, event);
        return { received: true, outcome };
      });
    receive(STRIPE_WEBHOOK_PATH, 'STRIPE');
    receive(OFFLINE_WEBHOOK_PATH, 'OFFLINE');
  });

  // The offline provider's events reach the webhook route through a job (retried like a provider retries).
  if (payments.kind === 'OFFLINE' && payments.deliverWebhooksTo) {
    const offline = payments as OfflinePayments;
    adapters.jobs.register<{ payload: string }>(
      OFFLINE_DELIVERY_JOB,
      async ({ payload }) => {
        const response = await app.inject({
          method: 'POST',
          url: OFFLINE_WEBHOOK_PATH,
          headers: { 'content-type': 'application/json', [offline.signatureHeader]: signOfflinePayload(offline.webhookSecret, payload) },
          payload,
        });
        if (response.statusCode >= 300) throw new Error(`offline webhook answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
      },
      { attempts: 5, backoffSeconds: 1 },
    );
    offline.deliverWebhooksTo(async (payload) => {
      await adapters.jobs.enqueue(OFFLINE_DELIVERY_JOB, { payload });
    });
  }
}
