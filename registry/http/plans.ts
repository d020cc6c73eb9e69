// Plan routes (issue 12, H5; registry/API.md "Plans"): the offers, starting the free trial, buying a plan (a pack of
// case credits or the per-case plan) through the payments adapter, the browser's report after Stripe.js confirmed,
// and the organisation's purchases. Only the acting organisation's admins (another organisation's id: 404; a member:
// 403). The provider's webhook (registry/http/payments.ts) is the source of truth for a paid pack.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError, MESSAGES } from '../domain/errors.ts';
import {
  assertPlanAdmin,
  currentService,
  planCapabilities,
  listPurchases,
  parsePurchase,
  planCatalogue,
  purchasePlan,
  refreshPurchase,
  startTrial,
} from '../domain/plans/index.ts';
import { contextOf } from './permissions.ts';
import type { RouteDeps } from './types.ts';

const V1 = '/api/registry/v1';

export function planRoutes(app: FastifyInstance, { db, adapters }: RouteDeps): void {
  const payments = adapters.payments;

  app.get(`${V1}/plans/`, { config: { permission: 'account', audit: 'none' } }, async (request) => {
    const ctx = contextOf(request);
    return { ...planCatalogue(payments), viewer_can: planCapabilities(ctx, currentService(ctx.organization!)) };
  });

  app.put(`${V1}/legal-organizations/:id/start-trial/`, { config: { permission: 'account', audit: 'none' } }, async (request) => {
    const { id } = request.params as { id: string };
    return { current_service: await startTrial(db, contextOf(request), id) };
  });

  app.post(`${V1}/legal-organizations/:id/purchase/`, { config: { permission: 'account', audit: 'none' } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const ctx = contextOf(request);
    // Who may buy is checked before the body (a member or another organisation learns nothing from a bad body).
    assertPlanAdmin(ctx, id);
    const result = await purchasePlan(db, ctx, id, payments, parsePurchase(request.body, payments));
    return reply.code(201).send(result);
  });

  // The spec's card-provider customer call (spec 000 §7): {stripe_token, plan_type} — the browser's payment method and
  // the selection. The same purchase as above; the token (single use at the provider) keys the attempt.
  app.put(`${V1}/legal-organizations/:id/create-stripe-user/`, { config: { permission: 'account', audit: 'none' } }, async (request) => {
    const { id } = request.params as { id: string };
    const ctx = contextOf(request);
    assertPlanAdmin(ctx, id);
    const raw = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const token = typeof raw.stripe_token === 'string' ? raw.stripe_token : undefined;
    const body = {
      selection: raw.plan_type,
      payment_method: token ?? raw.stripe_token ?? null,
      idempotency_key: token ? `create-stripe-user:${createHash('sha256').update(token).digest('hex').slice(0, 32)}` : undefined,
    };
    try {
      return await purchasePlan(db, ctx, id, payments, parsePurchase(body, payments));
    } catch (error) {
      // The fields by the names this call uses.
      if (error instanceof HttpError && error.status === 400) {
        const { selection, payment_method, idempotency_key, ...rest } = error.body as Record<string, unknown>;
        void idempotency_key;
        throw new HttpError(400, {
          ...rest,
          ...(selection ? { plan_type: selection } : {}),
          ...(payment_method || !token ? { stripe_token: payment_method ?? [MESSAGES.required] } : {}),
        });
      }
      throw error;
    }
  });

  app.get(`${V1}/legal-organizations/:id/plan-purchases/`, { config: { permission: 'account', audit: 'none' } }, async (request) => {
    const { id } = request.params as { id: string };
    const results = await listPurchases(db, contextOf(request), id);
    return { count: results.length, next: null, previous: null, results };
  });

  app.patch(`${V1}/plan-purchases/:id/`, { config: { permission: 'account', audit: 'none' } }, async (request) => {
    const { id } = request.params as { id: string };
    return refreshPurchase(db, contextOf(request), payments, id);
  });
}
