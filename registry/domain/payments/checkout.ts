// Paying for priced lien documents (issue 11 point 6; DECISIONS 14). A law-firm user pays for documents it sees that
// carry an access fee and are not paid yet. The documents are grouped by lienholder: one payment intent per
// lienholder organisation, made on behalf of its connected account. The client's idempotency key, with the payer
// and the documents, gives each intent a stable key (unique in the database), so a doubled or retried request finds
// the intents of the first instead of making new ones; a document is in at most one open intent (a partial unique
// index), and an intent is confirmed only by the request that moves it to `processing`, so nothing is charged twice.
// Confirming never marks a document paid: only the provider's webhook does (webhooks.ts).
import { createHash, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { PaymentProviderError, type CardDetails, type PaymentProvider, type ProviderIntent } from '../../adapters/payments.ts';
import type { RequestContext, Viewer } from '../context.ts';
import { HttpError, MESSAGES, validationError, type FieldErrors } from '../errors.ts';
import { isUuid } from '../ids.ts';
import { visibleDocuments } from '../documents/visibility.ts';
import { ensureCustomer, savedCards } from './customers.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export const PAYMENT_MESSAGES = {
  notPriced: 'This document has no access fee.',
  alreadyPaid: 'This document has already been paid for.',
  notOfLien: 'This document is not a document of the given lien.',
  noAccount: (name: string) => `${name} cannot take card payments yet: it has no connected payment account.`,
  processing: 'A payment for these documents is already processing.',
  tooMany: 'Ensure this field has no more than 100 elements.',
  invalidMethod: 'Payment method invalid!',
  cardInBrowser: 'Card details go to the payment provider from the browser (Stripe Elements), never to the registry.',
  idempotencyKey: 'Send a key of 8 to 200 letters, digits, dashes, underscores, colons or dots, the same for a retried request.',
  doesNotExist: (id: string) => `Invalid pk "${id}" - object does not exist.`,
} as const;

export const MAX_DOCUMENTS_PER_PAYMENT = 100;
const CURRENCY = 'usd';

export interface CheckoutRequest {
  documentIds: string[];
  lienId: string | null;
  idempotencyKey: string;
  /** A saved card's id (saved_payment_methods.id) or a provider payment method (`pm_…`, made by Stripe.js). */
  paymentMethod: string | null;
  /** The offline provider's test card form. */
  card: CardDetails | null;
  saveCard: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function idList(value: unknown): string[] | null {
  if (typeof value === 'string')
    return value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
  if (Array.isArray(value) && value.every((id) => typeof id === 'string')) return value.map((id) => id.trim());
  return null;
}

export function parseCard(value: unknown, errors: FieldErrors): CardDetails | null {
  if (value === undefined || value === null) return null;
  if (!isRecord(value)) {
    errors.card = ['Send number, exp_month, exp_year and cvc.'];
    return null;
  }
  const cardErrors: Record<string, string[]> = {};
  const number = typeof value.number === 'string' ? value.number.replace(/[\s-]/g, '') : '';
  if (!/^\d{12,19}$/.test(number)) cardErrors.number = ['Your card number is incorrect.'];
  const month = Number(value.exp_month);
  if (!Number.isInteger(month) || month < 1 || month > 12) cardErrors.exp_month = ["Your card's expiration month is invalid."];
  let year = Number(value.exp_year);
  if (Number.isInteger(year) && year >= 0 && year < 100) year += 2000;
  if (!Number.isInteger(year) || year < 2000 || year > 2100) cardErrors.exp_year = ["Your card's expiration year is invalid."];
  const cvc = typeof value.cvc === 'string' ? value.cvc.trim() : '';
  if (!/^\d{3,4}$/.test(cvc)) cardErrors.cvc = ["Your card's security code is incomplete."];
  if (Object.keys(cardErrors).length) {
    (errors as Record<string, unknown>).card = cardErrors;
    return null;
  }
  return { number, expMonth: month, expYear: year, cvc };
}

export function parseCheckout(input: unknown, provider: PaymentProvider): CheckoutRequest {
  const raw = isRecord(input) ? input : {};
  const errors: FieldErrors = {};
  const ids = idList(raw.documents);
  if (raw.documents === undefined || raw.documents === null || (ids && ids.length === 0)) errors.documents = [MESSAGES.required];
  else if (!ids || ids.some((id) => !isUuid(id))) errors.documents = [MESSAGES.invalidUuid];
  else if (new Set(ids).size > MAX_DOCUMENTS_PER_PAYMENT) errors.documents = [PAYMENT_MESSAGES.tooMany];
  const lien = raw.lien ?? null;
  if (lien !== null && (typeof lien !== 'string' || !isUuid(lien))) errors.lien = [MESSAGES.invalidUuid];
  const key = raw.idempotency_key;
  if (key === undefined || key === null || key === '') errors.idempotency_key = [MESSAGES.required];
  else if (typeof key !== 'string' || !/^[A-Za-z0-9_\-:.]{8,200}$/.test(key)) errors.idempotency_key = [PAYMENT_MESSAGES.idempotencyKey];
  const method = raw.payment_method ?? null;
  if (method !== null && (typeof method !== 'string' || !(isUuid(method) || /^pm_[A-Za-z0-9_]{1,200}$/.test(method))))
    errors.payment_method = [PAYMENT_MESSAGES.invalidMethod];
  const card = parseCard(raw.card, errors);
  if (raw.card !== undefined && raw.card !== null && provider.kind !== 'OFFLINE') errors.card = [PAYMENT_MESSAGES.cardInBrowser];
  const save = raw.save_card_for_future_use ?? false;
  if (typeof save !== 'boolean') errors.save_card_for_future_use = [MESSAGES.invalidBoolean];
  if (Object.keys(errors).length) throw validationError(errors);
  return {
    documentIds: [...new Set(ids!)].sort(),
    lienId: lien as string | null,
    idempotencyKey: key as string,
    paymentMethod: method as string | null,
    card,
    saveCard: save as boolean,
  };
}

export interface PayableDocument {
  id: string;
  case_id: string;
  lien_id: string;
  name: string;
  type: string;
  price: string;
  lienholder_id: string;
  lienholder_name: string;
  account_id: string | null;
  is_paid_for: boolean;
}

const cents = (price: string | number) => Math.round(Number(price) * 100);

/**
 * The documents of the list the viewer may pay for, each checked: seen by the viewer, of the lien when one is
 * given, priced and unpaid. Any other → 400 naming the problem of each. `strict: false` answers the priced ones it
 * sees, paid or not, and refuses nothing.
 */
export async function payableDocuments(
  db: Executor,
  viewer: Viewer,
  documentIds: string[],
  lienId: string | null,
  options: { lock?: boolean; strict?: boolean } = {},
): Promise<PayableDocument[]> {
  if (viewer.kind !== 'LAW_FIRM') throw new HttpError(403, { detail: MESSAGES.forbidden });
  let query = visibleDocuments(db, viewer)
    .innerJoin('legal_organizations as holder', 'holder.id', 'l.lienholder_id')
    .leftJoin('payment_accounts as account', 'account.organization_id', 'l.lienholder_id')
    .select(['holder.name as lienholder_name', 'account.account_id as account_id'])
    .where('d.id', 'in', documentIds);
  if (options.lock) query = query.forUpdate('d');
  const rows = await query.execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const problems: string[] = [];
  const payable: PayableDocument[] = [];
  for (const id of documentIds) {
    const row = byId.get(id);
    if (!row) problems.push(PAYMENT_MESSAGES.doesNotExist(id));
    else if (lienId && row.lien_id !== lienId) problems.push(PAYMENT_MESSAGES.notOfLien);
    else if (row.is_paid_for && options.strict !== false) problems.push(PAYMENT_MESSAGES.alreadyPaid);
    else if (!(Number(row.price) > 0) || !row.lien_id || !row.lien_lienholder_id) problems.push(PAYMENT_MESSAGES.notPriced);
    else
      payable.push({
        id: row.id,
        case_id: row.case_id,
        lien_id: row.lien_id,
        name: row.name,
        type: row.type,
        price: Number(row.price).toFixed(2),
        lienholder_id: row.lien_lienholder_id,
        lienholder_name: row.lienholder_name,
        account_id: row.account_id ?? null,
        is_paid_for: row.is_paid_for,
      });
  }
  if (problems.length && options.strict !== false) throw validationError({ documents: [...new Set(problems)] });
  return payable;
}

export interface IntentJson {
  id: string;
  provider_intent_id: string | null;
  client_secret: string | null;
  status: string;
  provider_status: string | null;
  amount: string;
  amount_cents: number;
  currency: string;
  stripe_account: string;
  lienholder: { id: string; name: string };
  documents: string[];
  error: { code: string; message: string } | null;
}

interface IntentRow {
  id: string;
  provider_intent_id: string | null;
  status: string;
  amount_cents: number;
  currency: string;
  connected_account: string;
  lienholder_id: string;
  last_error: string | null;
  idempotency_key: string;
  save_card: boolean;
}

function intentJson(
  row: IntentRow,
  lienholderName: string,
  documents: string[],
  provider: ProviderIntent | null,
  error: IntentJson['error'],
): IntentJson {
  return {
    id: row.id,
    provider_intent_id: row.provider_intent_id,
    client_secret: provider?.clientSecret ?? null,
    status: row.status,
    provider_status: provider?.status ?? null,
    amount: (row.amount_cents / 100).toFixed(2),
    amount_cents: row.amount_cents,
    currency: row.currency,
    stripe_account: row.connected_account,
    lienholder: { id: row.lienholder_id, name: lienholderName },
    documents,
    error: error ?? (row.status === 'failed' && row.last_error ? { code: 'card_error', message: row.last_error } : null),
  };
}

const keyOf = (viewer: Viewer, userId: string, lienholderId: string, documentIds: string[], clientKey: string) =>
  createHash('sha256')
    .update(JSON.stringify(['document-payment', viewer.organizationId, userId, lienholderId, documentIds, clientKey]))
    .digest('hex');

const OPEN = ['requires_payment_method', 'failed'];

/**
 * Creates (or, for a repeated key, finds) one intent per lienholder and, when a card or a payment method came with
 * the request, confirms each intent that is not confirmed yet. Answers the intents in lienholder-name order.
 */
export async function checkout(
  db: Kysely<Database>,
  ctx: RequestContext,
  viewer: Viewer,
  provider: PaymentProvider,
  request: CheckoutRequest,
): Promise<{ payment_intents: IntentJson[]; provider: PaymentProvider['kind'] }> {
  // A saved card must be the user's own, in this organisation.
  let providerMethod: string | null = null;
  if (request.paymentMethod && isUuid(request.paymentMethod)) {
    const saved = await db
      .selectFrom('saved_payment_methods')
      .select('provider_method_id')
      .where('id', '=', request.paymentMethod)
      .where('user_id', '=', ctx.user.id)
      .where('organization_id', '=', viewer.organizationId)
      .where('provider', '=', provider.kind)
      .executeTakeFirst();
    if (!saved) throw validationError({ payment_method: [PAYMENT_MESSAGES.invalidMethod] });
    providerMethod = saved.provider_method_id;
  } else if (request.paymentMethod) {
    if (provider.kind === 'OFFLINE') throw validationError({ payment_method: [PAYMENT_MESSAGES.invalidMethod] });
    providerMethod = request.paymentMethod;
  }
  const customer = request.saveCard || providerMethod ? await ensureCustomer(db, provider, ctx.user) : null;

  // 1. Claim the keys and the documents (one transaction: the rows are locked, a second request waits and then
  //    finds the first one's intents).
  const groups = await db.transaction().execute(async (trx) => {
    // A repeated request whose documents were paid in the meantime still finds its intents (checked first).
    const documents = await payableDocuments(trx, viewer, request.documentIds, request.lienId, { lock: true, strict: false });
    const byHolder = new Map<string, PayableDocument[]>();
    for (const document of documents) byHolder.set(document.lienholder_id, [...(byHolder.get(document.lienholder_id) ?? []), document]);
    if (!byHolder.size) await payableDocuments(trx, viewer, request.documentIds, request.lienId);
    const found = await trx
      .selectFrom('payment_intents')
      .selectAll()
      .where(
        'idempotency_key',
        'in',
        [...byHolder.keys()].map((holder) =>
          keyOf(
            viewer,
            ctx.user.id,
            holder,
            byHolder.get(holder)!.map((d) => d.id),
            request.idempotencyKey,
          ),
        ),
      )
      .execute();
    if (found.length && found.length === byHolder.size) {
      const links = await trx
        .selectFrom('payment_intent_documents')
        .select(['intent_id', 'document_id'])
        .where(
          'intent_id',
          'in',
          found.map((f) => f.id),
        )
        .execute();
      return found.map((row) => ({
        row,
        name: byHolder.get(row.lienholder_id)?.[0]?.lienholder_name ?? '',
        documents: links.filter((link) => link.intent_id === row.id).map((link) => link.document_id),
      }));
    }
    // A new checkout: every document must be payable now.
    await payableDocuments(trx, viewer, request.documentIds, request.lienId);
    const missing = [...byHolder.values()].find((group) => !group[0].account_id);
    if (missing) throw validationError({ documents: [PAYMENT_MESSAGES.noAccount(missing[0].lienholder_name)] });
    const result: Array<{ row: IntentRow; name: string; documents: string[] }> = [];
    for (const [holder, group] of byHolder) {
      const ids = group.map((d) => d.id);
      const key = keyOf(viewer, ctx.user.id, holder, ids, request.idempotencyKey);
      const existing = found.find((row) => row.idempotency_key === key);
      if (existing) {
        result.push({ row: existing, name: group[0].lienholder_name, documents: ids });
        continue;
      }
      // Open intents of other checkouts holding these documents: a processing one blocks; the others are replaced.
      const holding = await trx
        .selectFrom('payment_intent_documents as pd')
        .innerJoin('payment_intents as pi', 'pi.id', 'pd.intent_id')
        .select(['pi.id', 'pi.status'])
        .where('pd.document_id', 'in', ids)
        .where('pd.active', '=', true)
        .execute();
      if (holding.some((intent) => !OPEN.includes(intent.status))) throw new HttpError(409, { detail: PAYMENT_MESSAGES.processing });
      const replaced = [...new Set(holding.map((intent) => intent.id))];
      if (replaced.length) {
        await trx.updateTable('payment_intent_documents').set({ active: false }).where('intent_id', 'in', replaced).execute();
        await trx
          .updateTable('payment_intents')
          .set({ status: 'canceled', updated_at: sql`now()` })
          .where('id', 'in', replaced)
          .execute();
      }
      const row = await trx
        .insertInto('payment_intents')
        .values({
          provider: provider.kind,
          law_firm_id: viewer.organizationId,
          lienholder_id: holder,
          user_id: ctx.user.id,
          connected_account: group[0].account_id!,
          amount_cents: group.reduce((sum, d) => sum + cents(d.price), 0),
          currency: CURRENCY,
          idempotency_key: key,
          save_card: request.saveCard,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('payment_intent_documents')
        .values(group.map((d) => ({ intent_id: row.id, document_id: d.id, amount_cents: cents(d.price) })))
        .execute();
      result.push({ row, name: group[0].lienholder_name, documents: ids });
    }
    return result;
  });

  // 2. The provider's intents (its idempotency keys make a repeat return the same intent).
  const answers: IntentJson[] = [];
  for (const group of groups.sort((a, b) => a.name.localeCompare(b.name))) {
    let row: IntentRow = group.row;
    const intent = await provider.createIntent({
      amount: row.amount_cents,
      currency: row.currency,
      connectedAccount: row.connected_account,
      idempotencyKey: `intent:${row.idempotency_key}`,
      metadata: { registry_intent_id: row.id, law_firm_id: viewer.organizationId, lienholder_id: row.lienholder_id },
      customer,
      saveCard: row.save_card,
    });
    if (row.provider_intent_id !== intent.id) {
      await db
        .updateTable('payment_intents')
        .set({ provider_intent_id: intent.id, updated_at: sql`now()` })
        .where('id', '=', row.id)
        .execute();
      row = { ...row, provider_intent_id: intent.id };
    }
    let latest: ProviderIntent = intent;
    let error: IntentJson['error'] = null;
    const confirmWith = request.card ? { card: request.card } : providerMethod ? { paymentMethod: providerMethod } : null;
    if (confirmWith) {
      // Only the request that moves the intent to `processing` confirms it.
      const claimed = await db
        .updateTable('payment_intents')
        .set({ status: 'processing', last_error: null, updated_at: sql`now()` })
        .where('id', '=', row.id)
        .where('status', 'in', OPEN)
        .returning('id')
        .executeTakeFirst();
      if (claimed) {
        try {
          latest = await provider.confirmIntent(intent.id, {
            ...confirmWith,
            idempotencyKey: `confirm:${row.idempotency_key}:${randomUUID()}`,
          });
          if (latest.status === 'requires_payment_method' || latest.status === 'canceled') {
            error = latest.lastError ?? { code: 'card_declined', message: 'Your card was declined.' };
          }
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
    const fresh = await db.selectFrom('payment_intents').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    answers.push(intentJson(fresh, group.name, group.documents, latest, error));
  }
  return { payment_intents: answers, provider: provider.kind };
}

async function markFailed(db: Executor, intentId: string, message: string) {
  await db
    .updateTable('payment_intents')
    .set({ status: 'failed', last_error: message, updated_at: sql`now()` })
    .where('id', '=', intentId)
    .where('status', '=', 'processing')
    .execute();
}

/**
 * The client's report after confirming in the browser (PATCH …/document-payment-intents/:id/): it only speeds up
 * the screen. The provider is asked for the intent's state; `processing` or `failed` may be recorded from it, never
 * `succeeded` (the webhook's alone).
 */
export async function refreshIntent(
  db: Kysely<Database>,
  viewer: Viewer,
  provider: PaymentProvider,
  intentId: string,
  input: unknown,
): Promise<IntentJson> {
  const raw = isRecord(input) ? input : {};
  const STATUSES = ['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'succeeded', 'canceled', 'failed'];
  if (typeof raw.status !== 'string' || !STATUSES.includes(raw.status))
    throw validationError({ status: [raw.status === undefined ? MESSAGES.required : `"${String(raw.status)}" is not a valid choice.`] });
  const row = await db
    .selectFrom('payment_intents as pi')
    .innerJoin('legal_organizations as o', 'o.id', 'pi.lienholder_id')
    .selectAll('pi')
    .select('o.name as lienholder_name')
    .where('pi.id', '=', intentId)
    .where('pi.law_firm_id', '=', viewer.organizationId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, { detail: MESSAGES.notFound });
  let latest: ProviderIntent | null = null;
  if (row.provider_intent_id) {
    latest = await provider.retrieveIntent(row.provider_intent_id);
    if (['processing', 'succeeded', 'requires_action'].includes(latest.status))
      await db
        .updateTable('payment_intents')
        .set({ status: 'processing', updated_at: sql`now()` })
        .where('id', '=', row.id)
        .where('status', 'in', OPEN)
        .execute();
    else if (latest.status === 'requires_payment_method' && latest.lastError)
      await db
        .updateTable('payment_intents')
        .set({ status: 'failed', last_error: latest.lastError.message, updated_at: sql`now()` })
        .where('id', '=', row.id)
        .where('status', 'in', ['requires_payment_method', 'processing'])
        .execute();
  }
  const fresh = await db.selectFrom('payment_intents').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
  const documents = await db.selectFrom('payment_intent_documents').select('document_id').where('intent_id', '=', row.id).execute();
  return {
    ...intentJson(
      fresh,
      row.lienholder_name,
      documents.map((d) => d.document_id),
      latest,
      null,
    ),
    client_secret: null,
  };
}

/**
 * What the payment page shows (GET /stripe/document-payments/summary/?documents=…&lien=…): the documents of the list
 * the viewer can pay for now (priced, unpaid, seen by it, of the lien when given; the others are left out, as the
 * spec's page lists only those), their total, each lienholder and whether it can take card payments, the user's
 * saved cards, and the provider (kind and browser key).
 */
export async function checkoutSummary(
  db: Kysely<Database>,
  ctx: RequestContext,
  viewer: Viewer,
  provider: PaymentProvider,
  query: { documents?: string; lien?: string },
) {
  const errors: FieldErrors = {};
  const ids = idList(query.documents ?? '');
  if (!ids || !ids.length) errors.documents = [MESSAGES.required];
  else if (ids.some((id) => !isUuid(id))) errors.documents = [MESSAGES.invalidUuid];
  else if (new Set(ids).size > MAX_DOCUMENTS_PER_PAYMENT) errors.documents = [PAYMENT_MESSAGES.tooMany];
  if (query.lien !== undefined && query.lien !== '' && !isUuid(query.lien)) errors.lien = [MESSAGES.invalidUuid];
  if (Object.keys(errors).length) throw validationError(errors);
  const lienId = query.lien || null;
  const documents = await payableDocuments(db, viewer, [...new Set(ids!)], lienId, { strict: false });
  const unpaid = documents.filter((d) => !d.is_paid_for && (!lienId || d.lien_id === lienId));
  const holders = new Map<string, { id: string; name: string; can_accept_payments: boolean }>();
  for (const d of unpaid)
    holders.set(d.lienholder_id, { id: d.lienholder_id, name: d.lienholder_name, can_accept_payments: d.account_id !== null });
  return {
    count: unpaid.length,
    results: unpaid.map((d) => ({
      id: d.id,
      case: d.case_id,
      lien: d.lien_id,
      name: d.name,
      type: d.type,
      price: d.price,
      lienholder: d.lienholder_id,
    })),
    total: (unpaid.reduce((sum, d) => sum + cents(d.price), 0) / 100).toFixed(2),
    currency: CURRENCY,
    lienholders: [...holders.values()].sort((a, b) => a.name.localeCompare(b.name)),
    saved_cards: await savedCards(db, provider, ctx.user.id, viewer),
    provider: provider.kind,
    publishable_key: provider.publishableKey,
  };
}
