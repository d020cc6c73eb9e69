// The provider's webhook events: the source of truth for the paid state (DECISIONS 14). Each event is recorded by
// its id in the transaction that applies it, so a replayed (or doubled) event changes nothing. A succeeded intent
// marks its documents paid (`documents.is_paid_for`, `paid_at`: this is their only writer) and tells the
// organisations that see each document (`case.updated`, change `documents`); a failed one leaves them locked.
// An event is believed only when its amount and connected account are the intent's own.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PaymentEvent, PaymentProvider } from '../../adapters/payments.ts';
import { emitEvents, type NewEvent } from '../outbox.ts';
import { documentAudience } from '../documents/visibility.ts';
import { applyPlanPaymentEvent } from '../plans/purchase.ts';

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

export async function handlePaymentEvent(db: Kysely<Database>, provider: PaymentProvider, event: PaymentEvent): Promise<WebhookOutcome> {
  if (!event.id) return 'ignored';
  let saveCard: { userId: string; organizationId: string; method: string } | null = null;
  const outcome = await db.transaction().execute(async (trx): Promise<WebhookOutcome> => {
    const recorded = await trx
      .insertInto('payment_webhook_events')
      .values({ provider_event_id: event.id, provider: provider.kind, type: event.type })
      .onConflict((oc) => oc.column('provider_event_id').doNothing())
      .returning('provider_event_id')
      .executeTakeFirst();
    if (!recorded) return 'duplicate';

    if (event.account && (event.type === 'account.updated' || event.type === 'account.application.authorized')) {
      if (!event.account.chargesEnabled) return 'ignored';
      const pending = await trx
        .deleteFrom('payment_account_onboarding')
        .where('account_id', '=', event.account.id)
        .returning(['organization_id', 'provider'])
        .executeTakeFirst();
      if (!pending) return 'ignored';
      await trx
        .insertInto('payment_accounts')
        .values({ organization_id: pending.organization_id, provider: pending.provider, account_id: event.account.id })
        .onConflict((oc) =>
          oc.column('organization_id').doUpdateSet({ provider: pending.provider, account_id: event.account!.id, connected_at: sql`now()` }),
        )
        .execute();
      return 'applied';
    }
    if (event.type === 'account.application.deauthorized' && event.account) {
      await trx.deleteFrom('payment_accounts').where('account_id', '=', event.account.id).execute();
      return 'applied';
    }

    const intent = event.intent;
    if (!intent) return 'ignored';
    const row = await trx
      .selectFrom('payment_intents')
      .selectAll()
      .where('provider_intent_id', '=', intent.id)
      .where('provider', '=', provider.kind)
      .forUpdate()
      .executeTakeFirst();
    // Not a document payment's intent: a plan purchase's, perhaps (registry/domain/plans/purchase.ts).
    if (!row) return applyPlanPaymentEvent(trx, provider, event.type, intent);
    if (intent.amount !== row.amount_cents || (intent.connectedAccount !== null && intent.connectedAccount !== row.connected_account))
      return 'ignored';

    if (event.type === 'payment_intent.succeeded') {
      if (row.status === 'succeeded') return 'duplicate';
      await trx
        .updateTable('payment_intents')
        .set({ status: 'succeeded', last_error: null, updated_at: sql`now()` })
        .where('id', '=', row.id)
        .execute();
      const paid = await trx
        .updateTable('documents')
        .set({ is_paid_for: true, paid_at: sql`now()`, updated_at: sql`now()` })
        .where(
          'id',
          'in',
          trx.selectFrom('payment_intent_documents').select('document_id').where('intent_id', '=', row.id).where('active', '=', true),
        )
        .where('is_paid_for', '=', false)
        .returning(['id', 'case_id', 'lien_id', 'created_by_organization_id'])
        .execute();
      const events: NewEvent[] = [];
      for (const document of paid)
        events.push({
          type: 'case.updated',
          change: 'documents',
          caseId: document.case_id,
          lienId: document.lien_id,
          documentId: document.id,
          organizationIds: await documentAudience(trx, document),
        } as NewEvent);
      await emitEvents(trx, events);
      if (row.save_card && intent.paymentMethod && row.user_id)
        saveCard = { userId: row.user_id, organizationId: row.law_firm_id, method: intent.paymentMethod };
      return 'applied';
    }
    if (event.type === 'payment_intent.payment_failed') {
      await trx
        .updateTable('payment_intents')
        .set({ status: 'failed', last_error: intent.lastError?.message ?? 'Your card was declined.', updated_at: sql`now()` })
        .where('id', '=', row.id)
        .where('status', 'in', ['requires_payment_method', 'processing'])
        .execute();
      return 'applied';
    }
    if (event.type === 'payment_intent.processing') {
      await trx
        .updateTable('payment_intents')
        .set({ status: 'processing', updated_at: sql`now()` })
        .where('id', '=', row.id)
        .where('status', 'in', ['requires_payment_method', 'failed'])
        .execute();
      return 'applied';
    }
    if (event.type === 'payment_intent.canceled') {
      await trx
        .updateTable('payment_intents')
        .set({ status: 'canceled', updated_at: sql`now()` })
        .where('id', '=', row.id)
        .where('status', '!=', 'succeeded')
        .execute();
      await trx.updateTable('payment_intent_documents').set({ active: false }).where('intent_id', '=', row.id).execute();
      return 'applied';
    }
    return 'ignored';
  });
  // The card's details come from the provider, after the paid state is committed (a failure here loses nothing paid).
  const toSave = saveCard as { userId: string; organizationId: string; method: string } | null;
  if (toSave) {
    try {
      const card = await provider.retrieveCard(toSave.method);
      await db
        .insertInto('saved_payment_methods')
        .values({
          user_id: toSave.userId,
          organization_id: toSave.organizationId,
          provider: provider.kind,
          provider_method_id: card.id,
          brand: card.brand,
          last4: card.last4,
          exp_month: card.expMonth,
          exp_year: card.expYear,
        })
        .onConflict((oc) => oc.columns(['user_id', 'provider', 'provider_method_id']).doNothing())
        .execute();
    } catch {
      // The card stays unsaved; the payment is not affected.
    }
  }
  return outcome;
}
