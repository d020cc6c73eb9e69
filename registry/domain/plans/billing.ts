// The per-case plan's monthly bill (DECISIONS 16: "a monthly subscription billed on cases created"). For a month, each
// organisation on the per-case plan with cases recorded in `plan_case_usage` gets one purchase of its own (kind
// PER_CASE, `billing_month`), $10 per case, charged to the card kept on file when the plan started. The purchase's
// key is (organisation, month): a job run twice, or retried, bills once; only the run that moves it to `processing`
// confirms it; the provider's webhook makes it `succeeded` (purchase.ts applyPlanPaymentEvent).
import { createHash, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { PaymentProviderError, type PaymentProvider } from '../../adapters/payments.ts';
import { PER_CASE_PRICE_CENTS } from './pricing.ts';

export interface MonthlyBill {
  organizationId: string;
  purchaseId: string;
  cases: number;
  amountCents: number;
  status: string;
}

const billKey = (organizationId: string, month: string) =>
  createHash('sha256')
    .update(JSON.stringify(['per-case-bill', organizationId, month]))
    .digest('hex');

/** Bills `month` (YYYY-MM-01) of every organisation on the per-case plan; answers each bill as it stands after. */
export async function billPerCaseMonth(db: Kysely<Database>, provider: PaymentProvider, month: string): Promise<MonthlyBill[]> {
  const usage = await db
    .selectFrom('plan_case_usage as u')
    .innerJoin('legal_organizations as o', 'o.id', 'u.organization_id')
    .select(['u.organization_id', 'o.plan_customer_id', 'o.plan_payment_method', (eb) => eb.fn.countAll<string>().as('cases')])
    .where('u.month', '=', month)
    .groupBy(['u.organization_id', 'o.plan_customer_id', 'o.plan_payment_method'])
    .orderBy('u.organization_id')
    .execute();
  const bills: MonthlyBill[] = [];
  for (const row of usage) {
    const cases = Number(row.cases);
    const key = billKey(row.organization_id, month);
    await db
      .insertInto('plan_purchases')
      .values({
        organization_id: row.organization_id,
        user_id: null,
        kind: 'PER_CASE',
        amount_cents: cases * PER_CASE_PRICE_CENTS,
        credits: 0,
        provider: provider.kind,
        provider_customer_id: row.plan_customer_id,
        idempotency_key: key,
        billing_month: month,
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .execute();
    const purchase = await db.selectFrom('plan_purchases').selectAll().where('idempotency_key', '=', key).executeTakeFirstOrThrow();
    if (['requires_payment_method', 'failed'].includes(purchase.status) && row.plan_payment_method && row.plan_customer_id) {
      const intent = await provider.createIntent({
        amount: purchase.amount_cents,
        currency: purchase.currency,
        connectedAccount: null,
        idempotencyKey: `plan-intent:${key}`,
        metadata: { registry_plan_purchase_id: purchase.id, organization_id: row.organization_id, billing_month: month },
        customer: row.plan_customer_id,
        saveCard: false,
      });
      await db
        .updateTable('plan_purchases')
        .set({ provider_intent_id: intent.id, updated_at: sql`now()` })
        .where('id', '=', purchase.id)
        .execute();
      // Only the run that moves the bill to `processing` charges it.
      const claimed = await db
        .updateTable('plan_purchases')
        .set({ status: 'processing', last_error: null, updated_at: sql`now()` })
        .where('id', '=', purchase.id)
        .where('status', 'in', ['requires_payment_method', 'failed'])
        .returning('id')
        .executeTakeFirst();
      if (claimed) {
        let failure: string | null = null;
        try {
          const confirmed = await provider.confirmIntent(intent.id, {
            paymentMethod: row.plan_payment_method,
            idempotencyKey: `plan-confirm:${key}:${randomUUID()}`,
          });
          if (confirmed.status === 'requires_payment_method' || confirmed.status === 'canceled')
            failure = confirmed.lastError?.message ?? 'Your card was declined.';
        } catch (error) {
          if (!(error instanceof PaymentProviderError)) throw error;
          failure = error.message;
        }
        if (failure)
          await db
            .updateTable('plan_purchases')
            .set({ status: 'failed', last_error: failure, updated_at: sql`now()` })
            .where('id', '=', purchase.id)
            .where('status', '=', 'processing')
            .execute();
      }
    }
    const after = await db.selectFrom('plan_purchases').select(['id', 'status']).where('id', '=', purchase.id).executeTakeFirstOrThrow();
    bills.push({
      organizationId: row.organization_id,
      purchaseId: after.id,
      cases,
      amountCents: purchase.amount_cents,
      status: after.status,
    });
  }
  return bills;
}

/** The first day (YYYY-MM-01) of the month before `now`'s UTC month. */
export function previousMonth(now = new Date()): string {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return first.toISOString().slice(0, 10);
}
