// JSON shapes of the REST contract (registry/API.md), built from rows. No queries here.
import type { AccountRow, OrganizationRow, UserRow } from './context.ts';
import { organizationKind } from './kinds.ts';
import { currentService as organizationService } from './plans/service.ts';

export const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();

export function serializeOrganization(org: OrganizationRow, referralLawFirmIsLawFirm: boolean) {
  return {
    id: org.id,
    name: org.name,
    type: org.type,
    kind: organizationKind(org.type, referralLawFirmIsLawFirm),
    address: { address1: org.address1, address2: org.address2, city: org.city, state: org.state, zip_code: org.zip_code },
    website: org.website,
    phone_number: org.phone_number,
    can_create_registry_cases: org.can_create_registry_cases,
    is_rewards_participant: org.is_rewards_participant,
    notes_disabled: org.notes_disabled,
    shares_documents_manually: org.shares_documents_manually,
    is_partner_law_firm: org.is_partner_law_firm,
    is_new_case_email_enabled: org.is_new_case_email_enabled,
    lienholder_document_upload_notifications_enabled: org.lienholder_document_upload_notifications_enabled,
    contact_emails: org.contact_emails,
    created_at: iso(org.created_at),
  };
}

/** current_service: the organisation's service (DECISIONS 16; computed in registry/domain/plans/service.ts). */
export const currentService = (org: OrganizationRow, now = new Date()) => organizationService(org, now);

export function serializeAccount(account: AccountRow, org: OrganizationRow, referralLawFirmIsLawFirm: boolean) {
  const service = currentService(org);
  return {
    id: account.id,
    role: account.role,
    created_at: iso(account.created_at),
    is_active: account.is_active,
    is_email_visible: account.is_email_visible,
    is_registration_pending: account.is_registration_pending,
    is_suspended: account.is_suspended,
    phone_number: account.phone_number,
    linked_contact: account.linked_contact_id,
    registry_legal_organization: serializeOrganization(org, referralLawFirmIsLawFirm),
    current_service: service,
    // The Enterprise/upgrade link (spec 000 §4): admins of an organisation that is not a law firm, on the free plan.
    shows_upgrade_link:
      account.role === 'ADMIN' &&
      organizationKind(org.type, referralLawFirmIsLawFirm) !== 'LAW_FIRM' &&
      ['FREEMIUM', 'LEAD'].includes(service.stage),
  };
}

export function serializeUser(user: UserRow) {
  return {
    id: user.id,
    username: user.email,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    is_staff: user.is_staff,
    is_first_login: user.is_first_login,
    last_login: iso(user.last_login),
  };
}
