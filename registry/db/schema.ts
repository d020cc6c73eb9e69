// Kysely table types. Generated<> marks columns the database fills in (defaults, serials).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** `date` columns travel as 'YYYY-MM-DD' strings (type parsers set in db/index.ts). */
type DateString = ColumnType<string | null, string | null | undefined, string | null>;
/** A nullable reference that inserts may leave out (migration 0037's columns). */
type NullableId = ColumnType<string | null, string | null | undefined, string | null>;
/** Migration 0037: a contact's or an organisation's verification by staff. */
export type VerificationStatus = 'NEW' | 'NEEDS_MORE_INFORMATION' | 'VERIFIED' | 'COULD_NOT_VERIFY';

export interface LegalOrganizationsTable {
  id: Generated<string>;
  name: string;
  type: string;
  address1: Generated<string>;
  address2: Generated<string>;
  city: Generated<string>;
  state: Generated<string>;
  zip_code: Generated<string>;
  website: Generated<string>;
  phone_number: Generated<string>;
  can_create_registry_cases: Generated<boolean>;
  is_rewards_participant: Generated<boolean>;
  notes_disabled: Generated<boolean>;
  shares_documents_manually: Generated<boolean>;
  is_partner_law_firm: Generated<boolean>;
  is_new_case_email_enabled: Generated<boolean>;
  employer_id_number: string | null;
  stripe_connected_account_id: string | null;
  created_at: Timestamp;
  /** Migration 0027: at most 10 e-mail addresses of the organisation (Settings › Organization). */
  contact_emails: ColumnType<string[], string[] | undefined, string[]>;
  lienholder_document_upload_notifications_enabled: Generated<boolean>;
  check_mailing_address: Generated<string>;
  /** Migration 0028 (plans; registry/domain/plans/): the organisation's service. */
  service_stage: Generated<string>;
  service_valid_to: DateString;
  service_was_trial: Generated<boolean>;
  trial_started_at: NullableTimestamp;
  /** Prepaid cases left (the 100/250/500 packs); one is spent per case registered while the stage gives no ADD_CASE. */
  case_credits: Generated<number>;
  /** The per-case plan: billed monthly on the cases registered (plan_case_usage). */
  per_case_billing: Generated<boolean>;
  /** The per-case plan's card on file at the payment provider (its customer and payment method). */
  plan_customer_id: string | null;
  plan_payment_method: string | null;
}

/** Migration 0037 (verification; registry/domain/verification/): staff's verification of an organisation (no row: NEW). */
export interface LegalOrganizationVerificationsTable {
  organization_id: string;
  status: Generated<VerificationStatus>;
  dismissed_verification_note: Generated<string>;
  verification_website: Generated<string>;
  /** Set when staff verify the organisation: it is then a "Verified Match" (spec 002 §2, §7). */
  last_verified_at: NullableTimestamp;
  verified_by_user_id: NullableId;
  /** The verified organisation staff matched this one to. */
  verified_match_id: NullableId;
  created_by_user_id: NullableId;
  created_by_organization_id: NullableId;
  updated_at: Generated<Date>;
}

export interface UsersTable {
  id: Generated<string>;
  email: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  password_hash: string | null;
  is_staff: Generated<boolean>;
  is_first_login: Generated<boolean>;
  last_login: NullableTimestamp;
  locked_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface AccountsTable {
  id: Generated<string>;
  user_id: string;
  organization_id: string;
  role: Generated<string>;
  is_active: Generated<boolean>;
  is_email_visible: Generated<boolean>;
  is_suspended: Generated<boolean>;
  is_registration_pending: Generated<boolean>;
  linked_contact_id: string | null;
  phone_number: Generated<string>;
  invited_by_user_id: string | null;
  invited_at: NullableTimestamp;
  invitation_accepted_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface ContactsTable {
  id: Generated<string>;
  first_name: string;
  last_name: Generated<string>;
  email: string;
  legal_organization_id: string;
  created_by_user_id: string | null;
  created_by_organization_id: string | null;
  is_account_deactivated: Generated<boolean>;
  is_account_suspended: Generated<boolean>;
  created_at: Timestamp;
  /** Migration 0037 (verification; registry/domain/verification/): staff's verification of the contact. */
  verification_status: Generated<VerificationStatus>;
  dismissed_verification_note: Generated<string>;
  could_not_manually_verify_note: Generated<string>;
  verification_reason: Generated<string>;
  verified_at: NullableTimestamp;
  verified_by_user_id: NullableId;
}

export interface PersonsTable {
  id: Generated<string>;
  first_name: string;
  last_name: string;
  birthdate: DateString;
  phone_number: Generated<string>;
  created_at: Timestamp;
}

export interface CasesTable {
  id: Generated<string>;
  plaintiff_id: string;
  date_of_loss: DateString;
  state_of_incident: string | null;
  type: string | null;
  status: string | null;
  appearance_date: DateString;
  date_expected_to_receive_check: DateString;
  lawsuit_filed_date: DateString;
  law_firm_id: string | null;
  created_by_organization_id: string;
  is_editable_by_lienholder: Generated<boolean>;
  last_updated_at: NullableTimestamp;
  last_updated_by_organization_id: string | null;
  law_firm_last_active_at: NullableTimestamp;
  created_at: Timestamp;
  /** Generated: coalesce(last_updated_at, '-infinity'), the portfolio's sort key. */
  sort_updated_at: ColumnType<Date, never, never>;
  /** Generated: status is one of the closed statuses. */
  is_closed: ColumnType<boolean, never, never>;
  /** The spreadsheet import the case came from (migration 0038); null for every other case. */
  import_id: Generated<string | null>;
}

export interface LiensTable {
  id: Generated<string>;
  case_id: string;
  lienholder_id: string;
  created_by_organization_id: string;
  balance: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  balance_last_updated_at: NullableTimestamp;
  balance_last_updated_by_organization_id: string | null;
  verification_status: Generated<string>;
  plaintiff_treatment_status: string | null;
  final_treatment_date: DateString;
  resolution_status: string | null;
  has_lienholder_finalized_documents: Generated<boolean>;
  share_documents: Generated<boolean>;
  has_attorney_changed: Generated<boolean>;
  lienholder_last_active_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface OrganizationBlacklistsTable {
  id: Generated<string>;
  law_firm_id: string;
  lienholder_id: string;
  created_at: Timestamp;
}

export interface ActivitiesTable {
  id: Generated<string>;
  type: string;
  note: Generated<string>;
  case_id: string | null;
  lien_id: string | null;
  created_by_user_id: string | null;
  created_by_organization_id: string | null;
  created_by_name: Generated<string>;
  hide_created_by: Generated<boolean>;
  is_internal_user: Generated<boolean>;
  activity_data: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
}

export interface EventsTable {
  id: Generated<number>;
  type: string;
  case_id: string | null;
  lien_id: string | null;
  activity_id: string | null;
  organization_ids: ColumnType<string[], string[], string[]>;
  /** `session.revoked` only. */
  session_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** What changed (outbox.ts `EventChange`); null on rows written before 0013 and on `session.revoked`. */
  change: ColumnType<string | null, string | null | undefined, string | null>;
  /** The thread a `threads` change is about, when it is about one. */
  thread_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** `notification.*` events: the one user the event is for (migration 0017). */
  user_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** `notification.created`: the new notification. */
  notification_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** `chat`: the message sent or deleted; null when a side read the chat (migration 0016). */
  message_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** `documents`: the document added, changed or deleted (migration 0020). */
  document_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export interface PolicyLimitsTable {
  id: Generated<string>;
  case_id: string;
  coverage_type: string;
  coverage_limit_lower: ColumnType<string, string, string>;
  coverage_limit_upper: ColumnType<string | null, string | null | undefined, string | null>;
  created_by_organization_id: string;
  created_at: Generated<Date>;
  /** The POLICY_LIMIT case document attached to it (migration 0020). */
  document_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ShareLinksTable {
  id: string;
  case_id: string;
  created_by_organization_id: string;
  created_by_user_id: string | null;
  created_at: Generated<Date>;
}

export interface TagsTable {
  id: Generated<string>;
  organization_id: string;
  name: string;
  created_at: Generated<Date>;
}

export interface CaseTagsTable {
  id: Generated<string>;
  case_id: string;
  tag_id: string;
  created_at: Generated<Date>;
}

export interface ExternalSystemsTable {
  id: Generated<string>;
  organization_id: string;
  external_system_type: string;
  name: string;
  created_at: Generated<Date>;
}

export interface ExternalKeysTable {
  id: Generated<string>;
  external_system_id: string;
  case_id: string | null;
  lien_id: string | null;
  registry_external_id: string;
  created_at: Generated<Date>;
}

export interface CaseContactsTable {
  id: Generated<string>;
  case_id: string;
  contact_id: string;
  created_by_organization_id: string | null;
  created_at: Generated<Date>;
}

/** Filled by a trigger whenever cases.law_firm_id changes (migration 0005). */
export interface CaseFormerLawFirmsTable {
  case_id: string;
  law_firm_id: string;
  last_active_at: NullableTimestamp;
  left_at: Generated<Date>;
}

export interface CaseThreadsTable {
  id: Generated<string>;
  case_id: string;
  lien_id: string | null;
  type: string;
  created_by_organization_id: string | null;
  to_organization_id: string;
  is_resolved: Generated<boolean>;
  action_needed: Generated<boolean>;
  context: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Generated<Date>;
  resolved_at: NullableTimestamp;
}

export interface CaseMessagesTable {
  id: Generated<string>;
  thread_id: string;
  note: Generated<string>;
  created_by_user_id: string | null;
  created_by_organization_id: string | null;
  created_by_name: Generated<string>;
  created_at: Generated<Date>;
  /** Insertion order: ties of created_at within a transaction (migration 0009). */
  seq: Generated<string>;
  /** Chat messages: LAW_FIRM_POSTED_NOTE or LIENHOLDER_POSTED_NOTE, by the poster's side; null on Inbox messages (0016). */
  type: ColumnType<string | null, string | null | undefined, string | null>;
  /** Chat messages: when the other side's organisation first read it (0016). */
  read_at: NullableTimestamp;
}

/** The append-only access log of health data (migration 0011); the database refuses UPDATE, DELETE and TRUNCATE. */
export interface AccessLogTable {
  id: Generated<number>;
  occurred_at: ColumnType<Date, Date | string | undefined, never>;
  /** The user the request acted as (the impersonated user under impersonation). */
  user_id: string;
  /** The staff member behind an impersonated request. */
  impersonator_id: string | null;
  organization_id: string | null;
  action: string;
  object_type: string;
  object_ids: ColumnType<string[], string[] | undefined, never>;
  case_ids: ColumnType<string[], string[] | undefined, never>;
  lien_ids: ColumnType<string[], string[] | undefined, never>;
  request_id: string;
  address: string;
  /** An attempt the registry refused (403/404). */
  refused: ColumnType<boolean, boolean | undefined, never>;
}

export interface Database {
  legal_organizations: LegalOrganizationsTable;
  users: UsersTable;
  accounts: AccountsTable;
  contacts: ContactsTable;
  persons: PersonsTable;
  cases: CasesTable;
  liens: LiensTable;
  organization_blacklists: OrganizationBlacklistsTable;
  activities: ActivitiesTable;
  events: EventsTable;
  policy_limits: PolicyLimitsTable;
  share_links: ShareLinksTable;
  tags: TagsTable;
  case_tags: CaseTagsTable;
  external_systems: ExternalSystemsTable;
  external_keys: ExternalKeysTable;
  case_contacts: CaseContactsTable;
  case_former_law_firms: CaseFormerLawFirmsTable;
  case_threads: CaseThreadsTable;
  case_messages: CaseMessagesTable;
  access_log: AccessLogTable;
  sessions: SessionsTable;
  sign_in_attempts: SignInAttemptsTable;
  job_dispatch_cursors: JobDispatchCursorsTable;
  reply_addresses: ReplyAddressesTable;
  reward_points: RewardPointsTable;
  mail_outbox: MailOutboxTable;
  mail_deliveries: MailDeliveriesTable;
  notifications: NotificationsTable;
  notification_settings: NotificationSettingsTable;
  document_uploads: DocumentUploadsTable;
  documents: DocumentsTable;
  payment_accounts: PaymentAccountsTable;
  payment_intents: PaymentIntentsTable;
  payment_intent_documents: PaymentIntentDocumentsTable;
  saved_payment_methods: SavedPaymentMethodsTable;
  payment_customers: PaymentCustomersTable;
  payment_account_onboarding: PaymentAccountOnboardingTable;
  payment_webhook_events: PaymentWebhookEventsTable;
  document_requests: DocumentRequestsTable;
  document_request_responses: DocumentRequestResponsesTable;
  document_request_tokens: DocumentRequestTokensTable;
  account_tokens: AccountTokensTable;
  plan_purchases: PlanPurchasesTable;
  plan_case_usage: PlanCaseUsageTable;
  registrations: RegistrationsTable;
  registration_cases: RegistrationCasesTable;
  provider_invitations: ProviderInvitationsTable;
  portfolio_entries: PortfolioEntriesTable;
  portfolio_counts: PortfolioCountsTable;
  portfolio_fresh_counts: PortfolioFreshCountsTable;
  portfolio_facet_rankings: PortfolioFacetRankingsTable;
  dedupe_matches: DedupeMatchesTable;
  legal_organization_verifications: LegalOrganizationVerificationsTable;
  bulk_data_imports: BulkDataImportsTable;
}

type TriggerKept<T> = ColumnType<T, never, never>;

/**
 * The portfolio's read model (migration 0029): one row per (organisation, case) the organisation sees, written
 * only by the triggers on cases, liens, persons and case_tags (and `portfolio_rebuild()`).
 */
export interface PortfolioEntriesTable {
  organization_id: TriggerKept<string>;
  case_id: TriggerKept<string>;
  /** A lienholder's own (non-rejected) lien; null on the law firm's entry. */
  lien_id: TriggerKept<string | null>;
  law_firm_id: TriggerKept<string | null>;
  status: TriggerKept<string | null>;
  is_closed: TriggerKept<boolean>;
  /** A lienholder's own lien has a resolution status; always false on the law firm's entry. */
  is_resolved: TriggerKept<boolean>;
  treatment_status: TriggerKept<string | null>;
  last_updated_at: TriggerKept<Date | null>;
  /** coalesce(last_updated_at, '-infinity'). */
  updated_key: TriggerKept<Date>;
  created_at: TriggerKept<Date>;
  /** lower(first_name), collate "C". */
  first_name_key: TriggerKept<string>;
  last_name_key: TriggerKept<string>;
  /** lower(first_name || ' ' || last_name), trigram-indexed. */
  full_name: TriggerKept<string>;
  birthdate: TriggerKept<string | null>;
  date_of_loss: TriggerKept<string | null>;
  /** Law firm's entry: lienholders with a non-rejected lien on the case; '{}' on a lienholder's entry. */
  lienholder_ids: TriggerKept<string[]>;
  /** This organisation's tags on the case. */
  tag_ids: TriggerKept<string[]>;
}

/** Insert-only count deltas of portfolio_entries (migration 0029; registry/domain/portfolio/counters.ts). */
export interface PortfolioCountsTable {
  organization_id: string;
  /** '' (every entry), 'lienholder', 'law_firm', 'treatment' or 'tag'. */
  dimension: string;
  value: string;
  /** '' for no status. */
  status: string;
  is_resolved: boolean;
  n: ColumnType<number, number | string, number | string>;
  compacted: Generated<boolean>;
}

/** Open, once-updated entries by the UTC day they become out of date (migration 0029). */
export interface PortfolioFreshCountsTable {
  organization_id: string;
  /** The keys of portfolio_counts: '' / '' for every entry, else a facet value. */
  dimension: string;
  value: string;
  status: string;
  is_resolved: boolean;
  stale_on: ColumnType<string, string, string>;
  n: ColumnType<number, number | string, number | string>;
  compacted: Generated<boolean>;
}

/**
 * The most counted values of an organisation's facet in its compacted counter rows, per rollup dimension and bucket
 * (migration 0039; registry/domain/portfolio/rankings.ts). Written by the compaction only.
 */
export interface PortfolioFacetRankingsTable {
  organization_id: string;
  /** A rollup dimension: 'lienholder:closed' or 'law_firm:closed'. */
  dimension: string;
  /** '<open|closed|all>/<true|false|all>': the closed and resolved filters. */
  bucket: string;
  /** Best first: every value counted at least `floor`. */
  ranked_values: string[];
  /** Every value not ranked is counted less than this (0: every value is ranked). */
  floor: ColumnType<number, number | string, number | string>;
  /** How many values have a count. */
  total: ColumnType<number, number | string, number | string>;
}

/** A law firm's invitation of a provider by e-mail (migration 0024; registry/domain/provider-invitations/). */
export interface ProviderInvitationsTable {
  id: Generated<string>;
  law_firm_id: string;
  from_account_id: string | null;
  from_user_id: string | null;
  from_name: Generated<string>;
  from_email: Generated<string>;
  from_law_firm_name: Generated<string>;
  to_email: string;
  to_name: Generated<string>;
  fax_number: Generated<string>;
  to_lienholder_id: string | null;
  state: Generated<'sent' | 'accepted'>;
  created_at: Generated<Date>;
  last_sent_at: Generated<Date>;
  accepted_at: NullableTimestamp;
}

/** A public registration (migration 0026; registry/domain/registration/). */
export interface RegistrationsTable {
  id: Generated<string>;
  kind: 'LAW_FIRM_USER' | 'SELF_SERVICE' | 'LIENHOLDER';
  compulsion_type: string | null;
  step: Generated<string>;
  status: Generated<'DRAFT' | 'PENDING' | 'APPROVED' | 'REJECTED'>;
  first_name: string;
  last_name: string;
  email: string;
  company_name: Generated<string>;
  company_type: string | null;
  company_type_specification: Generated<string>;
  customer_source: Generated<string>;
  referral_source: Generated<string>;
  law_firm_id: string | null;
  website: Generated<string>;
  phone_number: Generated<string>;
  address1: Generated<string>;
  address2: Generated<string>;
  city: Generated<string>;
  state: Generated<string>;
  zip_code: Generated<string>;
  contact_preference: 'WEBSITE' | 'ADDRESS' | null;
  contacts: ColumnType<{ first_name: string; last_name: string; email: string }[], string | undefined, string>;
  additional_info: Generated<string>;
  compulsion_request_id: string | null;
  data_file_key: string | null;
  data_file_name: Generated<string>;
  data_file_size: ColumnType<number | null, number | null | undefined, number | null>;
  ip: Generated<string>;
  submitted_at: NullableTimestamp;
  decided_by_user_id: string | null;
  decided_at: NullableTimestamp;
  rejection_note: Generated<string>;
  organization_id: string | null;
  user_id: string | null;
  account_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A case row of a lienholder registration (migration 0026): an existing law firm or a new one's name. */
export interface RegistrationCasesTable {
  id: Generated<string>;
  registration_id: string;
  position: number;
  law_firm_id: string | null;
  new_law_firm_name: Generated<string>;
  new_law_firm_website: Generated<string>;
  plaintiff_first_name: string;
  plaintiff_last_name: string;
  plaintiff_birthdate: DateString;
  date_of_loss: DateString;
  created_case_id: string | null;
}

/** A plan purchase (migration 0028; registry/domain/plans/): a pack of case credits or the per-case plan. */
export interface PlanPurchasesTable {
  id: Generated<string>;
  organization_id: string;
  user_id: string | null;
  kind: 'PER_CASE' | 'PACK_100' | 'PACK_250' | 'PACK_500';
  amount_cents: number;
  credits: Generated<number>;
  currency: Generated<string>;
  provider: string;
  provider_intent_id: string | null;
  provider_customer_id: string | null;
  idempotency_key: string;
  status: Generated<string>;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  completed_at: NullableTimestamp;
  /** The per-case plan's monthly bill: the month billed (its first day); null for other purchases. */
  billing_month: DateString;
}

/** A case registered on the per-case plan, and the month it is billed in (migration 0028). */
export interface PlanCaseUsageTable {
  case_id: string;
  organization_id: string;
  month: string;
  created_at: Timestamp;
}

/** A one-time token of an account: password reset or invitation (migration 0023; registry/auth/account-tokens.ts). */
export interface AccountTokensTable {
  id: Generated<string>;
  purpose: 'PASSWORD_RESET' | 'INVITATION';
  user_id: string;
  account_id: string | null;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_by_user_id: string | null;
  created_at: Timestamp;
}

/** A user's in-app notification (migration 0017; registry/domain/notifications/). */
export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  organization_id: string;
  type: string;
  category: string;
  subject: string;
  body: string;
  case_id: string | null;
  context: ColumnType<NotificationContext, string, string>;
  /** What produced it (a registry event id, or a reminder's key): with user_id and type, written once. */
  source_event_id: string;
  created_at: Timestamp;
  viewed_at: NullableTimestamp;
  read_at: NullableTimestamp;
  dismissed_at: NullableTimestamp;
}

export interface NotificationContext {
  case_id: string | null;
  detail_url: string | null;
  law_firm_name: string | null;
  plaintiff_name: string | null;
}

/** A user's choice for one notification category; absent = the category's default (migration 0017). */
export interface NotificationSettingsTable {
  id: Generated<string>;
  user_id: string;
  category: string;
  in_app_enabled: boolean;
  email_enabled: boolean;
  updated_at: Generated<Date>;
}

/** How far a reader of the events table has turned events into jobs (migration 0014; registry/jobs/events.ts). */
export interface JobDispatchCursorsTable {
  name: string;
  last_event_id: number;
  updated_at: Generated<Date>;
}

/** Server-side sessions (migration 0010): the `sid` of every token. */
export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  /** The refresh token of this session that may still be used. */
  refresh_jti: string;
  user_agent: Generated<string>;
  ip_address: Generated<string>;
}

/** Reply-by-e-mail addresses (migration 0019): a token (stored as its SHA-256) bound to a user, organisation and thread. */
export interface ReplyAddressesTable {
  id: Generated<string>;
  token_hash: string;
  user_id: string;
  organization_id: string;
  thread_id: string;
  created_at: Generated<Date>;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

/** Sign-in failures per normalised e-mail (SHA-256 hex), known or not (migration 0010). */
export interface SignInAttemptsTable {
  email_hash: string;
  attempts: Generated<number>;
  lockouts: Generated<number>;
  locked_until: NullableTimestamp;
  updated_at: Timestamp;
}

/** Mail the embedded default kept instead of sending (migration 0015); the development mailbox reads it. */
export interface MailOutboxTable {
  id: Generated<string>;
  /** The `mail.send` job's key: a retried job finds its message here instead of adding it again. */
  key: string | null;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** From, Reply-To, List-Unsubscribe … as they would have been sent. */
  headers: ColumnType<Record<string, string>, string, string>;
  tag: string;
  created_at: Generated<Date>;
}

/** Job keys whose message an SMTP server has accepted (migration 0015). */
export interface MailDeliveriesTable {
  key: string;
  message_id: string;
  sent_at: Generated<Date>;
}

/** The rewards programme's points ledger (migration 0018): one row per award, never updated. */
export interface RewardPointsTable {
  id: Generated<string>;
  organization_id: string;
  user_id: string;
  points: number;
  reason: string;
  case_id: string | null;
  /** The case's 90-day period since its registration (0, 1, 2 …): one award per case and period. */
  period: number;
  /** What the award is for (`status-event:<event id>`); unique, so a retried award writes nothing. */
  source_key: string;
  created_at: Timestamp;
}

type BigIntColumn = ColumnType<number, number | string | bigint, number | string | bigint>;
type NullableBigIntColumn = ColumnType<number | null, number | string | bigint | null | undefined, number | string | bigint | null>;

/** An upload asked for and not yet (or once) attached (migration 0020; registry/domain/documents/uploads.ts). */
export interface DocumentUploadsTable {
  id: Generated<string>;
  /** The stored file's key, set when the bytes arrived. */
  storage_key: ColumnType<string | null, string | null | undefined, string | null>;
  file_name: Generated<string>;
  declared_size: BigIntColumn;
  content_type: Generated<string>;
  organization_id: string | null;
  user_id: string | null;
  /** A logged-out upload: the document request whose token asked for it. */
  document_request_id: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  uploaded_size: NullableBigIntColumn;
  attached_at: NullableTimestamp;
}

/** A case document (lien_id null) or a lien document (migration 0020; registry/domain/documents/). */
export interface DocumentsTable {
  id: Generated<string>;
  case_id: string;
  lien_id: string | null;
  name: string;
  type: string;
  price: ColumnType<string, string | number | undefined, string | number>;
  order: Generated<number>;
  storage_key: string;
  size: BigIntColumn;
  content_type: string;
  added_by_law_firm: boolean;
  created_by_organization_id: string | null;
  created_by_user_id: string | null;
  created_by_name: Generated<string>;
  document_request_id: string | null;
  is_paid_for: Generated<boolean>;
  paid_at: NullableTimestamp;
  last_viewed_by_law_firm_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A lienholder's connected payment account (migration 0020; written by registry/domain/payments/). */
export interface PaymentAccountsTable {
  organization_id: string;
  provider: string;
  account_id: string;
  connected_at: Timestamp;
}

/** One lienholder's part of a checkout (migration 0022; registry/domain/payments/). */
export interface PaymentIntentsTable {
  id: Generated<string>;
  provider: string;
  /** Set once the provider made it (null for the moment between claiming the key and the provider's answer). */
  provider_intent_id: string | null;
  law_firm_id: string;
  lienholder_id: string;
  user_id: string | null;
  connected_account: string;
  amount_cents: number;
  currency: Generated<string>;
  /** requires_payment_method | processing | succeeded | failed | canceled; `succeeded` only from a webhook. */
  status: Generated<string>;
  idempotency_key: string;
  save_card: Generated<boolean>;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A document an intent pays for; `active` while the intent may still pay it (migration 0022). */
export interface PaymentIntentDocumentsTable {
  intent_id: string;
  document_id: string;
  amount_cents: number;
  active: Generated<boolean>;
}

/** A card a user saved for later payments (migration 0022). */
export interface SavedPaymentMethodsTable {
  id: Generated<string>;
  user_id: string;
  organization_id: string;
  provider: string;
  provider_method_id: string;
  brand: Generated<string>;
  last4: Generated<string>;
  exp_month: number | null;
  exp_year: number | null;
  created_at: Timestamp;
}

/** A user's customer record at the payment provider (migration 0022). */
export interface PaymentCustomersTable {
  user_id: string;
  provider: string;
  customer_id: string;
  created_at: Timestamp;
}

/** A lienholder's payout account whose onboarding has not finished (migration 0022). */
export interface PaymentAccountOnboardingTable {
  organization_id: string;
  provider: string;
  account_id: string;
  created_at: Timestamp;
}

/** A webhook event already handled (migration 0022): a replay changes nothing. */
export interface PaymentWebhookEventsTable {
  provider_event_id: string;
  provider: string;
  type: string;
  received_at: Timestamp;
}

/** A law firm's request for documents from the lienholder of one lien (migration 0021; registry/domain/document-requests/). */
export interface DocumentRequestsTable {
  id: Generated<string>;
  case_id: string;
  lien_id: string;
  thread_id: string | null;
  created_by_organization_id: string | null;
  created_by_user_id: string | null;
  note: Generated<string>;
  status: string | null;
  is_fulfilled: Generated<boolean>;
  /** CLOSED_BY_LAW_FIRM or DOCUMENT_UPLOADED once closed. */
  closed_reason: string | null;
  created_at: Timestamp;
  closed_at: NullableTimestamp;
}

/** A status update or close of a document request (migration 0021). */
export interface DocumentRequestResponsesTable {
  id: Generated<string>;
  request_id: string;
  /** Null on a law firm's message that changes no status. */
  new_status: string | null;
  note: Generated<string>;
  created_by_name: Generated<string>;
  created_by_user_id: string | null;
  /** A logged-out answer: the contact whose one-time link was used. */
  created_by_contact_id: string | null;
  created_at: Timestamp;
}

/** A one-time link e-mailed to a lienholder contact (migration 0021): only the sha-256 hash is kept. */
export interface DocumentRequestTokensTable {
  id: Generated<string>;
  request_id: string;
  contact_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

/** A group of records the matching engine takes for one (migration 0034; registry/domain/dedupe/). */
export interface DedupeMatchesTable {
  id: Generated<string>;
  model_type: 'CASE' | 'CONTACT' | 'LEGAL_ORGANIZATION';
  status: Generated<'NEW' | 'NEEDS_MORE_INFORMATION' | 'DISMISSED' | 'MERGED'>;
  /** The rule that matched the group (e.g. 'name+birthdate'), and its score in [0, 1]. */
  rule: string;
  score: number;
  /** Two or more records of model_type; group_key is them sorted and joined with ','. */
  record_ids: string[];
  group_key: string;
  /** 'From Import' (DECISIONS 21): the spreadsheet import a record of the group came from. */
  import_id: string | null;
  note: Generated<string>;
  /** The newest record's creation: the queue's sort. */
  last_created_at: Timestamp;
  decided_by_user_id: string | null;
  decided_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A file sent through the secure case upload (migration 0035; registry/domain/case-uploads/). */
export interface BulkDataImportsTable {
  id: Generated<string>;
  company_name: string;
  full_name: string;
  email_address: string;
  /** The document upload its bytes came through (used once). */
  upload_id: string;
  storage_key: string;
  file_name: string;
  file_size: BigIntColumn;
  content_type: string;
  /** Null when it was sent signed out. */
  submitted_by_user_id: string | null;
  submitted_by_organization_id: string | null;
  ip: Generated<string>;
  /** RECEIVED; the spreadsheet import (migration 0038) moves it through PARSING, PARSED or PARSE_FAILED, IMPORTING, IMPORTED or IMPORT_FAILED. */
  status: Generated<CaseImportStatus>;
  created_at: Generated<Date>;
  /** Migration 0038: what the parse found (the format by the bytes, the header, the first rows, the row count). */
  file_format: 'CSV' | 'XLSX' | null;
  columns: ColumnType<string[] | null, string | null | undefined, string | null>;
  preview_rows: ColumnType<string[][] | null, string | null | undefined, string | null>;
  row_count: number | null;
  rows_capped: Generated<boolean>;
  formula_cells: Generated<number>;
  parse_error: string | null;
  parsed_at: Date | null;
  /** Case field → column index (staff's mapping). */
  column_mapping: ColumnType<Record<string, number> | null, string | null | undefined, string | null>;
  organization_id: string | null;
  imported_case_count: number | null;
  skipped_row_count: number | null;
  import_error: string | null;
  imported_by_user_id: string | null;
  imported_at: Date | null;
}

export type CaseImportStatus = 'RECEIVED' | 'PARSING' | 'PARSED' | 'PARSE_FAILED' | 'IMPORTING' | 'IMPORTED' | 'IMPORT_FAILED' | 'FAILED';
