// Static migration provider: every migration is imported here, in order, so bundling or a missing folder can
// never skip one and the order is the names' order.
import type { Migration, MigrationProvider } from 'kysely/migration';
import * as core from './0001_core.ts';
import * as policyLimits from './0002_policy_limits.ts';
import * as shareLinks from './0003_share_links.ts';
import * as tagsExternalKeys from './0004_tags_external_keys.ts';
import * as caseContacts from './0005_case_contacts.ts';
import * as threads from './0006_threads.ts';
import * as messageOrder from './0009_message_order.ts';
import * as sessions from './0010_sessions.ts';
import * as accessLog from './0011_access_log.ts';
import * as textLimits from './0012_text_limits.ts';
import * as eventChanges from './0013_event_changes.ts';
import * as jobs from './0014_jobs.ts';
import * as chat from './0016_chat.ts';
import * as notifications from './0017_notifications.ts';
import * as replyAddresses from './0019_reply_addresses.ts';
import * as rewards from './0018_rewards.ts';
import * as mailOutbox from './0015_mail_outbox.ts';
import * as documents from './0020_documents.ts';
import * as payments from './0022_payments.ts';
import * as documentRequests from './0021_document_requests.ts';
import * as accountTokens from './0023_account_tokens.ts';
import * as registrations from './0026_registrations.ts';
import * as providerInvitations from './0024_provider_invitations.ts';
import * as organizationSettings from './0027_organization_settings.ts';
import * as plans from './0028_plans.ts';
import * as portfolioReadModel from './0029_portfolio_read_model.ts';
import * as portfolioCountsLocality from './0030_portfolio_counts_locality.ts';
import * as portfolioNamePairs from './0031_portfolio_name_pairs.ts';
import * as portfolioFacetRollups from './0032_portfolio_facet_rollups.ts';
import * as portfolioTagsInPages from './0033_portfolio_tags_in_pages.ts';
import * as dedupeMatches from './0034_dedupe_matches.ts';
import * as caseUploads from './0035_case_uploads.ts';
import * as dedupeBlockIndexes from './0036_dedupe_block_indexes.ts';
import * as verification from './0037_verification.ts';
import * as caseImports from './0038_case_imports.ts';
import * as portfolioFacetRankings from './0039_portfolio_facet_rankings.ts';

const migrations: Record<string, Migration> = {
  '0001_core': core,
  '0002_policy_limits': policyLimits,
  '0003_share_links': shareLinks,
  '0004_tags_external_keys': tagsExternalKeys,
  '0005_case_contacts': caseContacts,
  '0006_threads': threads,
  '0009_message_order': messageOrder,
  '0010_sessions': sessions,
  '0011_access_log': accessLog,
  '0012_text_limits': textLimits,
  '0013_event_changes': eventChanges,
  '0014_jobs': jobs,
  '0016_chat': chat,
  '0017_notifications': notifications,
  '0019_reply_addresses': replyAddresses,
  '0018_rewards': rewards,
  '0015_mail_outbox': mailOutbox,
  '0020_documents': documents,
  '0022_payments': payments,
  '0021_document_requests': documentRequests,
  '0023_account_tokens': accountTokens,
  '0026_registrations': registrations,
  '0024_provider_invitations': providerInvitations,
  '0027_organization_settings': organizationSettings,
  '0028_plans': plans,
  '0029_portfolio_read_model': portfolioReadModel,
  '0030_portfolio_counts_locality': portfolioCountsLocality,
  '0031_portfolio_name_pairs': portfolioNamePairs,
  '0032_portfolio_facet_rollups': portfolioFacetRollups,
  '0033_portfolio_tags_in_pages': portfolioTagsInPages,
  '0034_dedupe_matches': dedupeMatches,
  '0035_case_uploads': caseUploads,
  '0036_dedupe_block_indexes': dedupeBlockIndexes,
  '0037_verification': verification,
  '0038_case_imports': caseImports,
  '0039_portfolio_facet_rankings': portfolioFacetRankings,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
