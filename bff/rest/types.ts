// The JSON shapes of the registry's REST contract (registry/API.md) that the BFF reads.

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
  /** Keyset pages only: the cursor after each result. */
  cursors?: string[];
}

export interface OrganizationJson {
  id: string;
  name: string;
  type: string;
  kind: 'LAW_FIRM' | 'LIENHOLDER';
  address: { address1: string | null; address2: string | null; city: string | null; state: string | null; zip_code: string | null } | null;
  website: string | null;
  phone_number: string | null;
  can_create_registry_cases: boolean;
  is_rewards_participant: boolean;
  notes_disabled: boolean;
  shares_documents_manually: boolean;
  is_partner_law_firm: boolean;
  /** Migration 0027 (Settings › Organization); absent from registries older than it. */
  is_new_case_email_enabled?: boolean;
  lienholder_document_upload_notifications_enabled?: boolean;
  contact_emails?: string[];
  created_at: string;
}

export interface OrganizationRefJson {
  id: string;
  name: string;
  type?: string;
}

export interface AccountJson {
  id: string;
  role: 'ADMIN' | 'USER';
  created_at: string;
  is_active: boolean;
  is_suspended: boolean;
  /** The contact that stands for this account's user in its organisation (Assign to me). */
  linked_contact?: string | null;
  registry_legal_organization: OrganizationJson;
  current_service: CurrentServiceJson;
  /** The Enterprise/upgrade link is shown (decided by the registry). */
  shows_upgrade_link: boolean;
}

/** The organisation's service (registry/domain/plans/service.ts; spec 000 §3 current_service). */
export interface CurrentServiceJson {
  stage: string | null;
  features: string[];
  valid_to: string | null;
  days_until_expiry: number | null;
  is_eligible_for_trial?: boolean;
  is_in_expired_trial?: boolean;
  is_paying_customer?: boolean;
  is_trial_customer?: boolean;
  was_trial_customer?: boolean;
  case_credits?: number;
  per_case_billing?: boolean;
  trial_started_at?: string | null;
}

export interface MeJson {
  id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  is_staff: boolean;
  is_first_login: boolean;
  last_login: string | null;
  registry_accounts: AccountJson[];
  active_account_id: string | null;
}

export interface TokenJson {
  token: string;
  refresh_token: string;
  expires_in: number;
  user?: MeJson;
}

/**
 * What the viewer may do on a lien: the registry's answer from the same rule its write endpoint enforces (`true`:
 * not refused for permission; validation can still fail). All false on another lienholder's lien.
 */
export interface LienCapabilitiesJson {
  update: boolean;
  resolve: boolean;
  reopen: boolean;
  remove_case: boolean;
  resolve_rejection: boolean;
  remove: boolean;
  reject_verification: boolean;
  manage_contacts: boolean;
}

export interface LienJson {
  id: string;
  case: string;
  lienholder: OrganizationRefJson;
  is_own: boolean;
  created_by_organization?: OrganizationRefJson | null;
  is_created_by_case_law_firm?: boolean;
  balance?: string | null;
  balance_last_updated_at?: string | null;
  balance_last_updated_by_organization_name?: string | null;
  verification_status: string;
  plaintiff_treatment_status?: string | null;
  final_treatment_date?: string | null;
  resolution_status?: string | null;
  is_resolved?: boolean;
  has_lienholder_finalized_documents?: boolean | null;
  share_documents?: boolean | null;
  has_attorney_changed?: boolean | null;
  is_lienholder_blacklisted?: boolean | null;
  lienholder_last_active_at?: string | null;
  case_last_updated_at?: string | null;
  created_at?: string;
  has_open_rejection?: boolean;
  rejection_note?: string | null;
  /** Absent from another lienholder's lien in its reduced shape (nothing is allowed on it). */
  viewer_can?: LienCapabilitiesJson;
}

/** What the viewer may do on a case (as LienCapabilitiesJson: the registry's own rules). */
export interface CaseCapabilitiesJson {
  edit_details: boolean;
  edit_policy_limits: boolean;
  update_status: boolean;
  add_lienholder: boolean;
  remove_liens: boolean;
  reject_verification: boolean;
  change_representation: boolean;
  set_law_firm: boolean;
  remove_case: boolean;
  merge: boolean;
  manage_contacts: boolean;
  add_tags: boolean;
  edit_external_ids: boolean;
  share_link: boolean;
  upload_documents: boolean;
  request_documents: boolean;
  price_documents: boolean;
}

export interface CaseJson {
  id: string;
  plaintiff: { id: string; first_name: string; last_name: string; birthdate: string | null };
  date_of_loss: string | null;
  state_of_incident: string | null;
  type: string | null;
  status: string | null;
  is_closed: boolean;
  appearance_date: string | null;
  date_expected_to_receive_check: string | null;
  lawsuit_filed_date: string | null;
  law_firm: OrganizationJson | null;
  law_firm_last_active_at: string | null;
  is_editable_by_lienholder: boolean;
  has_single_lienholder: boolean;
  last_updated_at: string | null;
  last_updated_by_organization_name: string | null;
  created_at: string;
  created_by_organization: OrganizationRefJson | null;
  lienholders: OrganizationRefJson[];
  user_lien: LienJson | null;
  is_resolved: boolean | null;
  /** The registry's out-of-date rule: open and not updated for 90 days (or never). */
  is_out_of_date: boolean;
  /** Whole days since last_updated_at; null when never updated. */
  days_since_last_update: number | null;
  viewer_can: CaseCapabilitiesJson;
}

export interface ActivityJson {
  id: string;
  type: string;
  note: string | null;
  created_at: string;
  created_by_name: string | null;
  created_by_organization: OrganizationRefJson | null;
  created_by_organization_id: string | null;
  hide_created_by: boolean;
  is_internal_user: boolean;
  case: string | null;
  lien: string | null;
  activity_data: Record<string, unknown> | null;
}

export interface OptionJson {
  value: string;
  label: string;
  date_field?: string;
  date_label?: string;
}

export type OptionsJson = Record<string, OptionJson[]>;

export interface CountsJson {
  count: number;
  is_closed: Record<'true' | 'false', number>;
  is_resolved?: Record<'true' | 'false', number>;
  is_out_of_date: Record<'true' | 'false', number>;
  status: Record<string, number>;
  /** The facets' values with their counts (at most 15 each, by count then name); a side's own facets only. */
  facets?: {
    lienholder?: FacetValueJson[];
    law_firm?: FacetValueJson[];
    tag?: FacetValueJson[];
    treatment_status?: Record<string, number>;
  };
  /** How many distinct values each facet has (the lists above are cut at 15). */
  facet_totals?: Partial<Record<'lienholder' | 'law_firm' | 'tag', number>>;
}

/** A facet's value (a lienholder, law firm or tag) and how many cases it would select. */
export interface FacetValueJson {
  id: string;
  name: string;
  count: number;
}

/** One event of the registry's outbox stream. */
export type { RegistryEvent } from '../events/registry-event.ts';

/** DRF-style error body: `{field: [messages], non_field_errors: [...], detail: "..."}`. */
export type ErrorBody = Record<string, string[] | string>;

/** GET /api/v1/auth/sessions/ */
export interface SessionJson {
  id: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  user_agent: string;
  ip_address: string;
  is_current: boolean;
}
