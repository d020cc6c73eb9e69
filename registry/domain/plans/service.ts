// The organisation's service (spec 000 §3 current_service, §4 stages, §9 constants; DECISIONS 16). One function
// computes it from the organisation's row, so every reader (the account's JSON, case creation, tags, the case's
// viewer_can) follows a change at once. Features by stage: TRIAL, EXTENDED_TRIAL and PAID give every feature while
// valid; FREEMIUM and LEAD none, except that prepaid case credits (a pack) give ADD_CASE while any are left.
import type { OrganizationRow } from '../context.ts';

export const ALL_FEATURES = ['ADD_CASE', 'ADD_TAG', 'AUTOMATED_CASE_TRACKING'] as const;
export const TRIAL_DAYS = 30;
const FULL_STAGES = ['TRIAL', 'EXTENDED_TRIAL', 'PAID'];
const TRIAL_STAGES = ['TRIAL', 'EXTENDED_TRIAL'];
const DAY_MS = 86_400_000;

/** The service columns of an organisation (legal_organizations, migration 0028). */
export type ServiceRow = Pick<
  OrganizationRow,
  'service_stage' | 'service_valid_to' | 'service_was_trial' | 'trial_started_at' | 'case_credits' | 'per_case_billing'
>;

export interface CurrentService {
  stage: string;
  features: string[];
  valid_to: string | null;
  days_until_expiry: number | null;
  is_eligible_for_trial: boolean;
  is_in_expired_trial: boolean;
  is_paying_customer: boolean;
  is_trial_customer: boolean;
  was_trial_customer: boolean;
  /** Prepaid cases left (packs). */
  case_credits: number;
  /** The per-case plan (billed monthly on the cases registered). */
  per_case_billing: boolean;
  trial_started_at: string | null;
}

/** Days left until the end of `valid_to` (UTC); negative once it has passed; null without an end. */
export function daysUntil(validTo: string | null, now = new Date()): number | null {
  if (validTo === null) return null;
  const left = Date.parse(`${validTo}T23:59:59.999Z`) - now.getTime();
  // The last day counts as 1 left; the day after it is -1 (never -0: "passed" must read as negative).
  return left >= 0 ? Math.ceil(left / DAY_MS) : Math.floor(left / DAY_MS);
}

/** Whether the stage itself (not credits) gives the features now: a full stage whose validity has not passed. */
export function stageIsActive(org: ServiceRow, now = new Date()): boolean {
  const days = daysUntil(org.service_valid_to, now);
  return FULL_STAGES.includes(org.service_stage) && !(days !== null && days < 0);
}

export function currentService(org: ServiceRow, now = new Date()): CurrentService {
  const stage = org.service_stage;
  const trial = TRIAL_STAGES.includes(stage);
  const days = daysUntil(org.service_valid_to, now);
  const expired = days !== null && days < 0;
  const active = stageIsActive(org, now);
  const credits = Number(org.case_credits ?? 0);
  return {
    stage,
    features: active ? [...ALL_FEATURES] : credits > 0 ? ['ADD_CASE'] : [],
    valid_to: org.service_valid_to,
    days_until_expiry: days,
    is_eligible_for_trial: (stage === 'FREEMIUM' || stage === 'LEAD') && !org.service_was_trial && !org.trial_started_at,
    is_in_expired_trial: trial && expired,
    is_paying_customer: (stage === 'PAID' && !expired) || org.per_case_billing || credits > 0,
    is_trial_customer: trial && !expired,
    was_trial_customer: org.service_was_trial || (trial && expired),
    case_credits: credits,
    per_case_billing: org.per_case_billing,
    trial_started_at: org.trial_started_at ? new Date(org.trial_started_at).toISOString() : null,
  };
}

/** The organisation's features now (none without an organisation). */
export function serviceFeatures(org: ServiceRow | null | undefined, now = new Date()): string[] {
  return org ? currentService(org, now).features : [];
}
