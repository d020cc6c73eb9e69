// Buying a plan (spec 000 "Plan upgrade", Review & Pay; DECISIONS 14, 16). Only an admin buys, for the acting
// organisation. A pack (100/250/500) is a one-time charge through the payments adapter (registry/adapters/payments.ts,
// the platform's own charge: no connected account), made as the document checkout makes its intents: the client's
// idempotency key, with the organisation, the user and the selection, gives the purchase a stable key (unique in the
// database), so a doubled or retried request finds the first purchase and charges at most once; only the request
// that moves it to `processing` confirms it; and only the provider's webhook makes it `succeeded` and adds its
// credits (applyPlanPaymentEvent, called by the payments webhook handler). The per-case plan charges nothing now
// (it is billed monthly on the cases registered, billing.ts): the provider keeps the card on file for the payer's
// customer (checked, not charged; a refused card changes nothing) and the plan starts at once (stage PAID, every
// feature, usage recorded per case).
import { createHash, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { PaymentProviderError, type CardDetails, type PaymentProvider, type ProviderIntent } from '../../adapters/payments.ts';
import type { RequestContext } from '../context.ts';
import { invalidChoice, MESSAGES, notFound, validationError, type FieldErrors } from '../errors.ts';
import { isUuid } from '../ids.ts';
import { parseCard, PAYMENT_MESSAGES } from '../payments/checkout.ts';
import { ensureCustomer } from '../payments/customers.ts';
/** What a webhook event did (registry/domain/payments/webhooks.ts WebhookOutcome; not imported: no import circle). */
type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';
import { iso } from '../serialize.ts';
import { offerOf, offerOfKind, PLAN_SELECTIONS, type PlanSelection } from './pricing.ts';
import { currentService, type CurrentService } from './service.ts';
import { assertPlanAdmin, PLAN_MESSAGES, serviceChanged } from './trial.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export interface PurchaseRequest {
  selection: PlanSelection;
  idempotencyKey: string;
  card: CardDetails | null;
  /** A saved card's id (saved_payment_methods.id) or a provider payment method (`pm_…`, made by Stripe.js). */
  paymentMethod: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function parsePurchase(input: unknown, provider: PaymentProvider): PurchaseRequest {
  const raw = isRecord(input) ? input : {};
  const errors: FieldErrors = {};
  const selection = raw.selection;
  if (selection === undefined || selection === null || selection === '') errors.selection = [MESSAGES.required];
  else if (typeof selection !== 'string' || !PLAN_SELECTIONS.includes(selection as PlanSelection))
    errors.selection = [invalidChoice(selection)];
  const key = raw.idempotency_key;
  if (key === undefined || key === null || key === '') errors.idempotency_key = [MESSAGES.required];
  else if (typeof key !== 'string' || !/^[A-Za-z0-9_\-:.]{8,200}$/.test(key)) errors.idempotency_key = [PAYMENT_MESSAGES.idempotencyKey];
  const method = raw.payment_method ?? null;
  if (method !== null && (typeof method !== 'string' || !(isUuid(method) || /^pm_[A-Za-z0-9_]{1,200}$/.test(method))))
    errors.payment_method = [PAYMENT_MESSAGES.invalidMethod];
  const card = parseCard(raw.card, errors);
  if (raw.card !== undefined && raw.card !== null && provider.kind !== 'OFFLINE') errors.card = [PAYMENT_MESSAGES.cardInBrowser];
  if (Object.keys(errors).length) throw validationError(errors);
  return { selection: selection as PlanSelection, idempotencyKey: key as string, card, paymentMethod: method as string | null };
}

type PurchaseRow = Awaited<ReturnType<typeof findPurchase>> & {};

const findPurchase = (db: Executor, where: { id?: string; key?: string }) => {
  let query = db.selectFrom('plan_purchases').selectAll();
  if (where.id) query = query.where('id', '=', where.id);
  if (where.key) query = query.where('idempotency_key', '=', where.key);
  return query.executeTakeFirst();
};

export interface PurchaseJson {
  id: string;
  selection: string;
  kind: string;
  status: string;
  provider_status: string | null;
  client_secret: string | null;
  amount: string;
  amount_cents: number;
  currency: string;
  credits: number;
  error: { code: string; message: string } | null;
  created_at: string | null;
  completed_at: string | null;
  /** The per-case plan's monthly bill: the month billed (YYYY-MM-01); null otherwise. */
  billing_month: string | null;
}

function purchaseJson(row: NonNullable<PurchaseRow>, provider: ProviderIntent | null, error: PurchaseJson['error']): PurchaseJson {
  return {
    id: row.id,
    selection: offerOfKind(row.kind)?.selection ?? row.kind,
    kind: row.kind,
    status: row.status,
    provider_status: provider?.status ?? null,
    client_secret: provider?.clientSecret ?? null,
    amount: (row.amount_cents / 100).toFixed(2),
    amount_cents: row.amount_cents,
    currency: row.currency,
    credits: row.credits,
    error: error ?? (row.status === 'failed' && row.last_error ? { code: 'card_error', message: row.last_error } : null),
    created_at: iso(row.created_at),
    completed_at: iso(row.completed_at),
    billing_month: row.billing_month,
  };
}

const OPEN = ['requires_payment_method', 'failed'];

const keyOf = (organizationId: string, userId: string, selection: string, clientKey: string) =>
  createHash('sha256')
    .update(JSON.stringify(['plan-purchase', organizationId, userId, selection, clientKey]))
    .digest('hex');

async function serviceOf(db: Executor, organizationId: string): Promise<CurrentService> {
  const org = await db.selectFrom('legal_organizations').selectAll().where('id', '=', organizationId).executeTakeFirstOrThrow();
  return currentService(org);
}

async function markFailed(db: Executor, id: string, message: string) {
  await db
    .updateTable('plan_purchases')
    .set({ status: 'failed', last_error: message, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .execute();
}

/** POST legal-organizations/<id>/purchase/: answers the purchase and the organisation's service after it. */
export async function purchasePlan(
  db: Kysely<Database>,
  ctx: RequestContext,
  organizationId: string,
  provider: PaymentProvider,
  request: PurchaseRequest,
): Promise<{ purchase: PurchaseJson; current_service: CurrentService; provider: PaymentProvider['kind'] }> {
  assertPlanAdmin(ctx, organizationId);
  const offer = offerOf(request.selection)!;
  let providerMethod: string | null = null;
  if (request.paymentMethod && isUuid(request.paymentMethod)) {
    const saved = await db
      .selectFrom('saved_payment_methods')
      .select('provider_method_id')
      .where('id', '=', request.paymentMethod)
      .where('user_id', '=', ctx.user.id)
      .where('organization_id', '=', organizationId)
      .where('provider', '=', provider.kind)
      .executeTakeFirst();
    if (!saved) throw validationError({ payment_method: [PAYMENT_MESSAGES.invalidMethod] });
    providerMethod = saved.provider_method_id;
  } else if (request.paymentMethod) {
    if (provider.kind === 'OFFLINE') throw validationError({ payment_method: [PAYMENT_MESSAGES.invalidMethod] });
    providerMethod = request.paymentMethod;
  }
  const key = keyOf(organizationId, ctx.user.id, request.selection, request.idempotencyKey);
  const perCase = offer.kind === 'PER_CASE';
  if (perCase && !request.card && !providerMethod && !(await findPurchase(db, { key })))
    throw validationError({ payment_method: [PLAN_MESSAGES.paymentMethodRequired] });
  const customer = perCase || providerMethod ? await ensureCustomer(db, provider, ctx.user) : null;
  // The per-case plan keeps the card on file for its monthly bill (checked by the provider, not charged).
  let cardOnFile: string | null = null;
  if (perCase && customer && !(await findPurchase(db, { key }))) {
    try {
      cardOnFile = (
        await provider.saveCardForCustomer({
          customer,
          ...(request.card ? { card: request.card } : {}),
          ...(providerMethod ? { paymentMethod: providerMethod } : {}),
          idempotencyKey: `plan-card:${key}`,
        })
      ).id;
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      throw validationError(request.card ? { card: [error.message] } : { payment_method: [PAYMENT_MESSAGES.invalidMethod] });
    }
  }

  // 1. Claim the key (a repeated request finds the first purchase).
  const row = await db.transaction().execute(async (trx) => {
    const org = await trx
      .selectFrom('legal_organizations')
      .selectAll()
      .where('id', '=', organizationId)
      .forNoKeyUpdate()
      .executeTakeFirstOrThrow();
    const existing = await findPurchase(trx, { key });
    if (existing) return existing;
    if (perCase) {
      if (org.per_case_billing) throw validationError({ selection: [PLAN_MESSAGES.alreadyPerCase] });
      const created = await trx
        .insertInto('plan_purchases')
        .values({
          organization_id: organizationId,
          user_id: ctx.user.id,
          kind: offer.kind,
          amount_cents: 0,
          credits: 0,
          provider: provider.kind,
          provider_customer_id: customer,
          idempotency_key: key,
          status: 'succeeded',
          completed_at: sql`now()`,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const wasTrial = org.service_was_trial || org.service_stage === 'TRIAL' || org.service_stage === 'EXTENDED_TRIAL';
      await trx
        .updateTable('legal_organizations')
        .set({
          per_case_billing: true,
          service_stage: 'PAID',
          service_valid_to: null,
          service_was_trial: wasTrial,
          plan_customer_id: customer,
          plan_payment_method: cardOnFile,
        })
        .where('id', '=', organizationId)
        .execute();
      await serviceChanged(trx, [organizationId]);
      return created;
    }
    return trx
      .insertInto('plan_purchases')
      .values({
        organization_id: organizationId,
        user_id: ctx.user.id,
        kind: offer.kind,
        amount_cents: offer.amount_cents,
        credits: offer.total_cases ?? 0,
        provider: provider.kind,
        provider_customer_id: customer,
        idempotency_key: key,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  if (row.kind === 'PER_CASE' || row.status === 'succeeded')
    return { purchase: purchaseJson(row, null, null), current_service: await serviceOf(db, organizationId), provider: provider.kind };

  // 2. The provider's intent (its idempotency key makes a repeat return the same intent).
  const intent = await provider.createIntent({
    amount: row.amount_cents,
    currency: row.currency,
    connectedAccount: null,
    idempotencyKey: `plan-intent:${row.idempotency_key}`,
    metadata: { registry_plan_purchase_id: row.id, organization_id: organizationId, kind: row.kind },
    customer,
    saveCard: false,
  });
  if (row.provider_intent_id !== intent.id)
    await db
      .updateTable('plan_purchases')
      .set({ provider_intent_id: intent.id, updated_at: sql`now()` })
      .where('id', '=', row.id)
      .execute();
  let latest: ProviderIntent = intent;
  let error: PurchaseJson['error'] = null;
  const confirmWith = request.card ? { card: request.card } : providerMethod ? { paymentMethod: providerMethod } : null;
  if (confirmWith) {
    const claimed = await db
      .updateTable('plan_purchases')
      .set({ status: 'processing', last_error: null, updated_at: sql`now()` })
      .where('id', '=', row.id)
      .where('status', 'in', OPEN)
      .returning('id')
      .executeTakeFirst();
    if (claimed) {
      try {
        latest = await provider.confirmIntent(intent.id, {
          ...confirmWith,
          idempotencyKey: `plan-confirm:${row.idempotency_key}:${randomUUID()}`,
        });
        if (latest.status === 'requires_payment_method' || latest.status === 'canceled')
          error = latest.lastError ?? { code: 'card_declined', message: 'Your card was declined.' };
      } catch (caught) {
        if (!(caught instanceof PaymentProviderError)) {
          await markFailed(db, row.id, 'An error occurred in the payment process.');
          throw caught;
        }
        error = { code: caught.code, message: caught.message };
      }
      if (error) await markFailed(db, row.id, error.message);
    }
  }
  const fresh = (await findPurchase(db, { id: row.id }))!;
  return { purchase: purchaseJson(fresh, latest, error), current_service: await serviceOf(db, organizationId), provider: provider.kind };
}

/**
 * PATCH plan-purchases/<id>/ {status}: the browser's report after Stripe.js confirmed. It only speeds up the screen:
 * `processing` or `failed` may be recorded from the provider's own state, never `succeeded` (the webhook's alone).
 */
export async function refreshPurchase(
  db: Kysely<Database>,
  ctx: RequestContext,
  provider: PaymentProvider,
  purchaseId: string,
): Promise<PurchaseJson> {
  const row = isUuid(purchaseId) ? await findPurchase(db, { id: purchaseId }) : undefined;
  if (!row || row.organization_id !== ctx.organization?.id) throw notFound();
  assertPlanAdmin(ctx, row.organization_id);
  let latest: ProviderIntent | null = null;
  if (row.provider_intent_id) {
    latest = await provider.retrieveIntent(row.provider_intent_id);
    if (['processing', 'succeeded', 'requires_action'].includes(latest.status))
      await db
        .updateTable('plan_purchases')
        .set({ status: 'processing', updated_at: sql`now()` })
        .where('id', '=', row.id)
        .where('status', 'in', OPEN)
        .execute();
    else if (latest.status === 'requires_payment_method' && latest.lastError)
      await db
        .updateTable('plan_purchases')
        .set({ status: 'failed', last_error: latest.lastError.message, updated_at: sql`now()` })
        .where('id', '=', row.id)
        .where('status', 'in', ['requires_payment_method', 'processing'])
        .execute();
  }
  return { ...purchaseJson((await findPurchase(db, { id: row.id }))!, latest, null), client_secret: null };
}

/** The purchases of the organisation, newest first (admins only). */
export async function listPurchases(db: Kysely<Database>, ctx: RequestContext, organizationId: string): Promise<PurchaseJson[]> {
  assertPlanAdmin(ctx, organizationId);
  const rows = await db
    .selectFrom('plan_purchases')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(100)
    .execute();
  return rows.map((row) => purchaseJson(row, null, null));
}

/**
 * A payment webhook event about a plan purchase's intent (the payments webhook handler calls it, in its transaction,
 * when the intent is not a document payment's). Succeeded: the purchase is paid and its credits are added, once.
 */
export async function applyPlanPaymentEvent(
  trx: Transaction<Database>,
  provider: PaymentProvider,
  type: string,
  intent: ProviderIntent,
): Promise<WebhookOutcome> {
  const row = await trx
    .selectFrom('plan_purchases')
    .selectAll()
    .where('provider_intent_id', '=', intent.id)
    .where('provider', '=', provider.kind)
    .forUpdate()
    .executeTakeFirst();
  if (!row || intent.amount !== row.amount_cents) return 'ignored';
  if (type === 'payment_intent.succeeded') {
    if (row.status === 'succeeded') return 'duplicate';
    await trx
      .updateTable('plan_purchases')
      .set({ status: 'succeeded', last_error: null, completed_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', row.id)
      .execute();
    await trx
      .updateTable('legal_organizations')
      .set({ case_credits: sql<number>`case_credits + ${row.credits}` })
      .where('id', '=', row.organization_id)
      .execute();
    await serviceChanged(trx, [row.organization_id]);
    return 'applied';
  }
  if (type === 'payment_intent.payment_failed') {
    await trx
      .updateTable('plan_purchases')
      .set({ status: 'failed', last_error: intent.lastError?.message ?? 'Your card was declined.', updated_at: sql`now()` })
      .where('id', '=', row.id)
      .where('status', 'in', ['requires_payment_method', 'processing'])
      .execute();
    return 'applied';
  }
  if (type === 'payment_intent.processing') {
    await trx
      .updateTable('plan_purchases')
      .set({ status: 'processing', updated_at: sql`now()` })
      .where('id', '=', row.id)
      .where('status', 'in', OPEN)
      .execute();
    return 'applied';
  }
  if (type === 'payment_intent.canceled') {
    await trx
      .updateTable('plan_purchases')
      .set({ status: 'canceled', updated_at: sql`now()` })
      .where('id', '=', row.id)
      .where('status', '!=', 'succeeded')
      .execute();
    return 'applied';
  }
  return 'ignored';
}
