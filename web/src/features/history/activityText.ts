// How a history entry reads: what happened (each activity type has its own rendering) and who did it.
import { graphql, readInlineData } from 'react-relay';
import type { activityText_activity$key } from '../../__generated__/activityText_activity.graphql.ts';
import { formatMoney } from '../../lib/format.ts';

export interface ActivityView {
  type: string;
  createdByName: string | null | undefined;
  createdByOrganizationName: string | null | undefined;
  hideCreatedBy: boolean;
  isInternalUser: boolean;
  data: unknown;
}

/** What the headline and the creator line of an entry read, from a component's `...activityText_activity` spread. */
export function readActivity(activityRef: activityText_activity$key): ActivityView {
  return readInlineData(
    graphql`
      fragment activityText_activity on Activity @inline {
        type
        createdByName
        createdByOrganizationName
        hideCreatedBy
        isInternalUser
        data
      }
    `,
    activityRef,
  );
}

export interface OptionLabels {
  activityTypes: ReadonlyMap<string, string>;
  caseStatus: ReadonlyMap<string, string>;
  treatmentStatus?: ReadonlyMap<string, string>;
}

const humanize = (value: string) =>
  value
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

const field = (data: unknown, name: string): string | null => {
  const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' && value ? value : null;
};

const flag = (data: unknown): boolean | null => {
  const value = data && typeof data === 'object' ? (data as Record<string, unknown>).updated_item : undefined;
  return typeof value === 'boolean' ? value : null;
};

const CASE_DETAIL_LABELS: Record<string, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  birthdate: 'Birthdate',
  date_of_loss: 'Date of loss',
  state_of_incident: 'State of incident',
  type: 'Incident type',
};

/** The headline of an entry, e.g. "Status updated to Trial Scheduled". */
export function describeActivity(activity: Pick<ActivityView, 'type' | 'data'>, labels: OptionLabels): string {
  const { type, data } = activity;
  const status = (name: string) => {
    const value = field(data, name);
    return value ? (labels.caseStatus.get(value) ?? humanize(value)) : null;
  };
  switch (type) {
    case 'CASE_CREATED':
      return 'Case created';
    case 'CASE_STATUS_UPDATED': {
      const to = status('new_status');
      const from = status('old_status');
      if (!to) return 'Status updated';
      return from ? `Status updated from ${from} to ${to}` : `Status updated to ${to}`;
    }
    case 'CASE_STATUS_CONFIRMED':
      return status('new_status') ? `Status confirmed: ${status('new_status')}` : 'Status confirmed, no change';
    case 'LIEN_CREATED':
      return field(data, 'lienholder_name') ? `Lien added for ${field(data, 'lienholder_name')}` : 'Lien added';
    case 'LIEN_BALANCE_UPDATED': {
      const balance = field(data, 'balance') ?? field(data, 'new_balance');
      return balance ? `Balance updated to ${formatMoney(balance)}` : 'Balance updated';
    }
    case 'LIEN_TREATMENT_STATUS_UPDATED': {
      const treatment = field(data, 'plaintiff_treatment_status');
      const label = treatment ? (labels.treatmentStatus?.get(treatment) ?? humanize(treatment)) : null;
      return label ? `Treatment status: ${label}` : 'Treatment status updated';
    }
    case 'CASES_MERGED': {
      const alias = data && typeof data === 'object' ? (data as Record<string, unknown>).alias_case_data : null;
      const name = field(alias, 'plaintiff_name');
      return name ? `Cases merged: the duplicate case of ${name} was merged into this case` : 'Cases merged';
    }
    case 'LAW_FIRM_CHANGED': {
      const from = field(data, 'old_law_firm_name');
      const to = field(data, 'new_law_firm_name');
      if (from && to) return `Law firm changed from ${from} to ${to}`;
      if (to) return `Law firm set to ${to}`;
      return from ? `${from} no longer represents the plaintiff` : 'Law firm changed';
    }
    case 'LIEN_REJECTED':
      return field(data, 'lienholder_name')
        ? `Lien verification rejected for ${field(data, 'lienholder_name')}`
        : 'Lien verification rejected';
    case 'LIEN_VERIFICATION_UPDATED': {
      const to = field(data, 'new_status');
      if (to === 'RESUBMITTED') return 'Lien resubmitted for verification';
      return to ? `Lien verification: ${humanize(to)}` : 'Lien verification updated';
    }
    case 'POLICY_LIMIT_ADDED':
      return field(data, 'updated_item') ? `Policy limit added: ${field(data, 'updated_item')}` : 'Policy limit added';
    case 'POLICY_LIMIT_DELETED':
      return field(data, 'updated_item') ? `Policy limit deleted: ${field(data, 'updated_item')}` : 'Policy limit deleted';
    case 'CASE_CONTACT_ADDED':
    case 'CASE_CONTACT_REMOVED': {
      const key = type === 'CASE_CONTACT_ADDED' ? 'new_contact' : 'old_contact';
      const contact = data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : null;
      const who = field(contact, 'name');
      const at = field(contact, 'organization_name');
      const verb = type === 'CASE_CONTACT_ADDED' ? 'added to' : 'removed from';
      if (!who) return type === 'CASE_CONTACT_ADDED' ? 'Contact added to the case' : 'Contact removed from the case';
      return `${who}${at ? ` (${at})` : ''} ${verb} the case contacts`;
    }
    case 'LIEN_DELETED':
      return field(data, 'lienholder_name')
        ? `Lien of ${field(data, 'lienholder_name')} removed from the case`
        : 'Lien removed from the case';
    case 'LIEN_REMOVED_BY_LIENHOLDER':
      return field(data, 'lienholder_name')
        ? `${field(data, 'lienholder_name')} removed the case from its portfolio`
        : 'A lienholder removed the case';
    case 'CASE_DETAILS_UPDATED': {
      const changed = data && typeof data === 'object' ? (data as Record<string, unknown>).updated_item : null;
      const names = Array.isArray(changed)
        ? changed.filter((item): item is string => typeof item === 'string').map((item) => CASE_DETAIL_LABELS[item] ?? humanize(item))
        : [];
      return names.length ? `Case details updated: ${names.join(', ')}` : 'Case details updated';
    }
    case 'LIEN_DOCUMENTS_FINALIZED_UPDATED':
      return flag(data) === null
        ? 'Finalized documents updated'
        : flag(data)
          ? 'Documents marked as finalized'
          : 'Documents no longer marked as finalized';
    case 'LIEN_SHARE_DOCUMENTS_UPDATED':
      return flag(data) === null
        ? 'Document sharing updated'
        : flag(data)
          ? 'Documents shared with the law firm'
          : 'Documents hidden from the law firm';
    case 'LIEN_REOPENED':
      return 'Lien re-opened';
    case 'LAW_FIRM_POSTED_NOTE':
      return 'Note from the law firm';
    case 'LIENHOLDER_POSTED_NOTE':
      return 'Note from the lienholder';
    case 'LIEN_RESOLVED':
      return field(data, 'resolution_status') ? `Lien resolved: ${humanize(field(data, 'resolution_status')!)}` : 'Lien resolved';
    case 'DOCUMENT_REQUESTED':
      return field(data, 'lienholder_name') ? `Documents requested from ${field(data, 'lienholder_name')}` : 'Documents requested';
    case 'DOCUMENT_REQUEST_RESPONDED':
      return field(data, 'new_status')
        ? `Document request answered: ${humanize(field(data, 'new_status')!)}`
        : 'Note on a document request';
    case 'DOCUMENT_REQUEST_FULFILLED':
      return field(data, 'lienholder_name')
        ? `${field(data, 'lienholder_name')} uploaded all requested documents`
        : 'Document request fulfilled';
    case 'DOCUMENT_REQUEST_CLOSED':
      return 'Document request closed by the law firm';
    case 'LIEN_DOCUMENT_VIEWED': {
      // data.document: {id, name, type} of the lienholder's document the law firm opened.
      const document = data && typeof data === 'object' ? (data as Record<string, unknown>).document : null;
      const name = field(document, 'name');
      return name ? `Document viewed by the law firm: ${name}` : 'Lien document viewed by the law firm';
    }
    default:
      return labels.activityTypes.get(type) ?? humanize(type);
  }
}

/**
 * Who did it, in this order: an internal (registry staff) user, then name with organisation, the
 * organisation, the name, the case manager, then a default. Null when the creator is hidden from the viewer
 * (automated update requests shown to lienholders).
 */
export function creatorLine(activity: ActivityView): string | null {
  const name = activity.createdByName?.trim() || null;
  const organization = activity.createdByOrganizationName?.trim() || null;
  if (activity.hideCreatedBy && !name) return null;
  if (activity.isInternalUser) return 'Lien Registry team';
  if (name && organization) return `${name}, ${organization}`;
  if (organization) return organization;
  if (name) return name;
  const caseManager = field(activity.data, 'case_manager_name');
  if (caseManager) return caseManager;
  return 'Lien Registry';
}
