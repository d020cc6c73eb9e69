// Whether an organisation has a connected payment account (the `payment_accounts` table of migration 0020; the
// payments slice writes its rows). The documents slice asks it for the access-fee rule (DECISIONS 15).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function hasConnectedPaymentAccount(db: Kysely<Database> | Transaction<Database>, organizationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('payment_accounts')
    .select('organization_id')
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return row !== undefined;
}
