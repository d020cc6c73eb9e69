// Every option list the registry serves (GET /options/) and validates against. One module, so the lists,
// their labels and the rules that depend on them (closed and dated statuses) cannot drift apart.

export interface Option {
  value: string;
  label: string;
}

export interface DatedStatusOption extends Option {
  date_field: CaseDateField;
  date_label: string;
}

export type CaseDateField = 'appearance_date' | 'date_expected_to_receive_check' | 'lawsuit_filed_date';

export const ORGANIZATION_TYPES: Option[] = [
  { value: 'DEFENDANT_INSURANCE', label: 'Defendant Insurance' },
  { value: 'FUNDER', label: 'Funder' },
  { value: 'HEALTH_INSURANCE', label: 'Health Insurance' },
  { value: 'LAW_FIRM', label: 'Law Firm' },
  { value: 'MEDICAL_PRACTICE', label: 'Medical Practice' },
  { value: 'OTHER', label: 'Other' },
  { value: 'REFERRAL_LAW_FIRM', label: 'Referral Law Firm' },
  { value: 'SERVICER', label: 'Servicer' },
];

/**
 * Case statuses: four dated statuses and three closed ones, and before them the earlier stages of a
 * personal-injury case (treating, demand preparation, demand sent, negotiation), documented in
 * registry/README.md, so a case can be tracked before it is settled or litigated.
 */
export const CASE_STATUSES: Option[] = [
  { value: 'CLIENT_TREATING', label: 'Client Treating' },
  { value: 'DEMAND_PREPARATION', label: 'Preparing Demand' },
  { value: 'DEMAND_SENT', label: 'Demand Sent' },
  { value: 'NEGOTIATION', label: 'In Negotiation' },
  { value: 'IN_LITIGATION', label: 'In Litigation' },
  { value: 'MEDIATION_OR_ARBITRATION_SCHEDULED', label: 'Mediation or Arbitration Scheduled' },
  { value: 'TRIAL_SCHEDULED', label: 'Trial Scheduled' },
  { value: 'CASE_SETTLED_NOT_YET_DISBURSED', label: 'Case Settled, Not Yet Disbursed' },
  { value: 'CASE_CLOSED_PAYMENT_DISBURSED', label: 'Case Closed, Payment Disbursed' },
  { value: 'CASE_CLOSED_WITHOUT_SETTLEMENT', label: 'Case Closed Without Settlement' },
  { value: 'CASE_CLOSED', label: 'Case Closed' },
];

export const CLOSED_CASE_STATUSES = ['CASE_CLOSED', 'CASE_CLOSED_PAYMENT_DISBURSED', 'CASE_CLOSED_WITHOUT_SETTLEMENT'];

export const DATED_CASE_STATUSES: DatedStatusOption[] = [
  {
    value: 'CASE_SETTLED_NOT_YET_DISBURSED',
    label: 'Case Settled, Not Yet Disbursed',
    date_field: 'date_expected_to_receive_check',
    date_label: 'Date Expected to Receive Check',
  },
  { value: 'IN_LITIGATION', label: 'In Litigation', date_field: 'lawsuit_filed_date', date_label: 'Lawsuit Filed Date' },
  {
    value: 'MEDIATION_OR_ARBITRATION_SCHEDULED',
    label: 'Mediation or Arbitration Scheduled',
    date_field: 'appearance_date',
    date_label: 'Appearance Date',
  },
  { value: 'TRIAL_SCHEDULED', label: 'Trial Scheduled', date_field: 'appearance_date', date_label: 'Appearance Date' },
];

export const CASE_DATE_FIELDS: CaseDateField[] = ['appearance_date', 'date_expected_to_receive_check', 'lawsuit_filed_date'];

export const CASE_TYPES: Option[] = [
  { value: 'MOTOR_VEHICLE_ACCIDENT', label: 'Motor Vehicle Accident' },
  { value: 'SLIP_AND_FALL', label: 'Slip and Fall' },
  { value: 'DOG_BITE', label: 'Dog Bite' },
  { value: 'WORKPLACE_INJURY', label: 'Workplace Injury' },
  { value: 'MEDICAL_MALPRACTICE', label: 'Medical Malpractice' },
  { value: 'PRODUCT_LIABILITY', label: 'Product Liability' },
  { value: 'OTHER', label: 'Other' },
];

export const TREATMENT_STATUSES: Option[] = [
  { value: 'TREATING', label: 'Treating' },
  { value: 'DONE_TREATING', label: 'Done Treating' },
];

export const LIEN_VERIFICATION_STATUSES: Option[] = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'RESUBMITTED', label: 'Resubmitted' },
  { value: 'REJECTED', label: 'Rejected' },
  { value: 'VERIFIED', label: 'Verified' },
];

/** The default (and, for law firms, forced) lien filter. */
export const NON_REJECTED_VERIFICATION_STATUSES = ['VERIFIED', 'PENDING', 'RESUBMITTED'];

/** Reasons a lienholder resolves its lien with (a reason is required). */
export const LIEN_RESOLUTION_STATUSES: Option[] = [
  { value: 'PAID_IN_FULL', label: 'Paid in Full' },
  { value: 'PAID_REDUCED', label: 'Paid at a Reduction' },
  { value: 'WRITTEN_OFF', label: 'Written Off' },
  { value: 'NO_LONGER_PURSUING', label: 'No Longer Pursuing' },
  { value: 'OTHER', label: 'Other' },
];

export const DOCUMENT_TYPES: Option[] = [
  { value: 'CHANGE_OF_REPRESENTATION', label: 'Change of Representation' },
  { value: 'HIPAA_RELEASE', label: 'HIPAA Release' },
  { value: 'LETTER_OF_REQUEST', label: 'Letter of Request' },
  { value: 'LIABILITY_DOCUMENT', label: 'Liability Document' },
  { value: 'POLICY_LIMIT', label: 'Policy Limit' },
  { value: 'SIGNED_LIEN_LETTER', label: 'Signed Lien Letter' },
  { value: 'MEDICAL_RECORDS', label: 'Medical Records' },
  { value: 'BILL', label: 'Bill' },
  { value: 'LIEN_AGREEMENT', label: 'Lien Agreement' },
  { value: 'OTHER', label: 'Other' },
];

/** The document types a law firm uploads; a lienholder uploads the others (registry/domain/documents/limits.ts). */
const LAW_FIRM_DOCUMENT_TYPE_VALUES = [
  'CHANGE_OF_REPRESENTATION',
  'HIPAA_RELEASE',
  'LETTER_OF_REQUEST',
  'LIABILITY_DOCUMENT',
  'POLICY_LIMIT',
  'SIGNED_LIEN_LETTER',
];

export const POLICY_LIMIT_TYPES: Option[] = [
  { value: 'BODILY_INJURY', label: 'Bodily Injury' },
  { value: 'MEDPAY', label: 'MedPay' },
  { value: 'UI_UIM', label: 'UI/UIM' },
];

/** Activity types written so far (history entries). */
export const ACTIVITY_TYPES: Option[] = [
  { value: 'CASE_CREATED', label: 'Case Created' },
  { value: 'CASES_MERGED', label: 'Cases Merged' },
  { value: 'CASE_DETAILS_UPDATED', label: 'Case Details Updated' },
  { value: 'POLICY_LIMIT_ADDED', label: 'Policy Limit Added' },
  { value: 'POLICY_LIMIT_DELETED', label: 'Policy Limit Deleted' },
  { value: 'CASE_STATUS_UPDATED', label: 'Case Status Updated' },
  { value: 'CASE_STATUS_CONFIRMED', label: 'Case Status Confirmed' },
  { value: 'LIEN_CREATED', label: 'Lien Created' },
  { value: 'LIEN_BALANCE_UPDATED', label: 'Lien Balance Updated' },
  { value: 'LIEN_VERIFICATION_UPDATED', label: 'Lien Verification Updated' },
  { value: 'LIEN_REJECTED', label: 'Lien Verification Rejected' },
  { value: 'LIEN_TREATMENT_STATUS_UPDATED', label: 'Treatment Status Updated' },
  { value: 'LIEN_DOCUMENTS_FINALIZED_UPDATED', label: 'Finalized Documents Updated' },
  { value: 'LIEN_SHARE_DOCUMENTS_UPDATED', label: 'Document Sharing Updated' },
  { value: 'LIEN_RESOLVED', label: 'Lien Resolved' },
  { value: 'LIEN_REOPENED', label: 'Lien Re-opened' },
  { value: 'LIEN_DELETED', label: 'Lien Removed' },
  { value: 'LIEN_REMOVED_BY_LIENHOLDER', label: 'Case Removed by Lienholder' },
  { value: 'LAW_FIRM_CHANGED', label: 'Law Firm Changed' },
  { value: 'CASE_CONTACT_ADDED', label: 'Case Contact Added' },
  { value: 'CASE_CONTACT_REMOVED', label: 'Case Contact Removed' },
  { value: 'LAW_FIRM_POSTED_NOTE', label: 'Law Firm Note' },
  { value: 'LIENHOLDER_POSTED_NOTE', label: 'Lienholder Note' },
  { value: 'LIEN_DOCUMENT_VIEWED', label: 'Lien Document Viewed' },
  { value: 'DOCUMENT_REQUESTED', label: 'Documents Requested' },
  { value: 'DOCUMENT_REQUEST_RESPONDED', label: 'Document Request Answered' },
  { value: 'DOCUMENT_REQUEST_FULFILLED', label: 'Document Request Fulfilled' },
  { value: 'DOCUMENT_REQUEST_CLOSED', label: 'Document Request Closed' },
];

export const SERVICE_STAGES = ['EXTENDED_TRIAL', 'FREEMIUM', 'LEAD', 'PAID', 'TRIAL'];
export const SERVICE_FEATURES = ['ADD_CASE', 'ADD_TAG', 'AUTOMATED_CASE_TRACKING'];

export const US_STATES: Option[] = (
  [
    ['AL', 'Alabama'],
    ['AK', 'Alaska'],
    ['AZ', 'Arizona'],
    ['AR', 'Arkansas'],
    ['CA', 'California'],
    ['CO', 'Colorado'],
    ['CT', 'Connecticut'],
    ['DE', 'Delaware'],
    ['DC', 'District of Columbia'],
    ['FL', 'Florida'],
    ['GA', 'Georgia'],
    ['HI', 'Hawaii'],
    ['ID', 'Idaho'],
    ['IL', 'Illinois'],
    ['IN', 'Indiana'],
    ['IA', 'Iowa'],
    ['KS', 'Kansas'],
    ['KY', 'Kentucky'],
    ['LA', 'Louisiana'],
    ['ME', 'Maine'],
    ['MD', 'Maryland'],
    ['MA', 'Massachusetts'],
    ['MI', 'Michigan'],
    ['MN', 'Minnesota'],
    ['MS', 'Mississippi'],
    ['MO', 'Missouri'],
    ['MT', 'Montana'],
    ['NE', 'Nebraska'],
    ['NV', 'Nevada'],
    ['NH', 'New Hampshire'],
    ['NJ', 'New Jersey'],
    ['NM', 'New Mexico'],
    ['NY', 'New York'],
    ['NC', 'North Carolina'],
    ['ND', 'North Dakota'],
    ['OH', 'Ohio'],
    ['OK', 'Oklahoma'],
    ['OR', 'Oregon'],
    ['PA', 'Pennsylvania'],
    ['RI', 'Rhode Island'],
    ['SC', 'South Carolina'],
    ['SD', 'South Dakota'],
    ['TN', 'Tennessee'],
    ['TX', 'Texas'],
    ['UT', 'Utah'],
    ['VT', 'Vermont'],
    ['VA', 'Virginia'],
    ['WA', 'Washington'],
    ['WV', 'West Virginia'],
    ['WI', 'Wisconsin'],
    ['WY', 'Wyoming'],
  ] as const
).map(([value, label]) => ({ value, label }));

export const values = (options: Option[]): string[] => options.map((option) => option.value);

export const isClosedStatus = (status: string | null): boolean => status !== null && CLOSED_CASE_STATUSES.includes(status);

export const labelOf = (options: Option[], value: string | null): string | null =>
  options.find((option) => option.value === value)?.label ?? null;

export function allOptions() {
  return {
    case_status: CASE_STATUSES,
    case_type: CASE_TYPES,
    treatment_status: TREATMENT_STATUSES,
    us_states: US_STATES,
    document_types: DOCUMENT_TYPES,
    // Who uploads which (issue 11; the same lists as registry/domain/documents/limits.ts, which imports this module).
    law_firm_document_types: DOCUMENT_TYPES.filter((option) => LAW_FIRM_DOCUMENT_TYPE_VALUES.includes(option.value)),
    lien_document_types: DOCUMENT_TYPES.filter((option) => !LAW_FIRM_DOCUMENT_TYPE_VALUES.includes(option.value)),
    policy_limit_types: POLICY_LIMIT_TYPES,
    lien_verification_status: LIEN_VERIFICATION_STATUSES,
    lien_resolution_status: LIEN_RESOLUTION_STATUSES,
    organization_types: ORGANIZATION_TYPES,
    activity_types: ACTIVITY_TYPES,
    closed_case_statuses: CASE_STATUSES.filter((option) => CLOSED_CASE_STATUSES.includes(option.value)),
    dated_case_statuses: DATED_CASE_STATUSES,
  };
}
