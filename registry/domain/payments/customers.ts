// The paying user's customer record at the provider, and the cards saved on it (DECISIONS 14). A card is saved
// when its payment succeeded with "Save card for future use" (webhooks.ts records it); a user sees and uses only
// the cards saved in the organisation they act for.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PaymentProvider } from '../../adapters/payments.ts';
import type { UserRow, Viewer } from '../context.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export async function ensureCustomer(db: Executor, provider: PaymentProvider, user: Pick<UserRow, 'id' | 'email'>): Promise<string> {
  const known = await db
    .selectFrom('payment_customers')
    .select('customer_id')
    .where('user_id', '=', user.id)
    .where('provider', '=', provider.kind)
    .executeTakeFirst();
  if (known) return known.customer_id;
  // The same key each time: two requests at once get the same customer.
  const customerId = await provider.createCustomer({ userId: user.id, email: user.email, idempotencyKey: `customer:${user.id}` });
  await db
    .insertInto('payment_customers')
    .values({ user_id: user.id, provider: provider.kind, customer_id: customerId })
    .onConflict((oc) => oc.columns(['user_id', 'provider']).doNothing())
    .execute();
  return customerId;
}

export async function savedCards(db: Executor, provider: PaymentProvider, userId: string, viewer: Viewer) {
  const rows = await db
    .selectFrom('saved_payment_methods')
    .select(['id', 'brand', 'last4', 'exp_month', 'exp_year', 'created_at'])
    .where('user_id', '=', userId)
    .where('organization_id', '=', viewer.organizationId)
    .where('provider', '=', provider.kind)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, brand: row.brand, last4: row.last4, exp_month: row.exp_month, exp_year: row.exp_year }));
}
