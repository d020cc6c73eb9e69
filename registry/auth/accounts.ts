// The accounts a user may act for (active, not suspended), with their organisations, oldest first.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export function activeAccountsOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('accounts as a')
    .innerJoin('legal_organizations as o', 'o.id', 'a.organization_id')
    .selectAll('a')
    .select([
      'o.name',
      'o.type',
      'o.address1',
      'o.address2',
      'o.city',
      'o.state',
      'o.zip_code',
      'o.website',
      'o.phone_number as organization_phone_number',
      'o.can_create_registry_cases',
      'o.is_rewards_participant',
      'o.notes_disabled',
      'o.shares_documents_manually',
      'o.is_partner_law_firm',
      'o.is_new_case_email_enabled',
      'o.employer_id_number',
      'o.stripe_connected_account_id',
      'o.contact_emails',
      'o.lienholder_document_upload_notifications_enabled',
      'o.check_mailing_address',
      // The organisation's service (its current_service; registry/domain/plans/).
      'o.service_stage',
      'o.service_valid_to',
      'o.service_was_trial',
      'o.trial_started_at',
      'o.case_credits',
      'o.per_case_billing',
      'o.plan_customer_id',
      'o.plan_payment_method',
      'o.created_at as organization_created_at',
    ])
    .where('a.user_id', '=', userId)
    .where('a.is_active', '=', true)
    .where('a.is_suspended', '=', false)
    .orderBy('a.created_at')
    .orderBy('a.id')
    .execute();
}
