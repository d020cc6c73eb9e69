// Provider invitations (issue 12; the spec's "Invite / compulsion request"; DECISIONS.md 6). A law firm invites a
// provider by e-mail from /invite; the e-mail links to the lienholder registration wizard with the invitation's id
// (`compulsion_request`) and the e-mail. When a registration for that e-mail is approved, every invitation still
// 'sent' to that e-mail becomes 'accepted' (acceptProviderInvitations, called by the registration approval).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Marks every invitation still 'sent' to `email` (case-insensitive) accepted, pointing it at the provider's new
 * organisation. Called inside the transaction that approves the provider's registration.
 */
export async function acceptProviderInvitations(
  trx: Executor,
  { email, organizationId }: { email: string; organizationId: string | null },
): Promise<void> {
  const normalized = email.trim().toLowerCase();
  if (!normalized) return;
  await trx
    .updateTable('provider_invitations')
    .set({ state: 'accepted', accepted_at: sql<Date>`now()`, to_lienholder_id: organizationId })
    .where(sql<string>`lower(to_email)`, '=', normalized)
    .where('state', '=', 'sent')
    .execute();
}
