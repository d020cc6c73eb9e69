import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES } from '../../../../registry/domain/options.ts';
import { creatorLine, describeActivity, type ActivityView, type OptionLabels } from './activityText.ts';

const labels = {
  activityTypes: new Map([['LAW_FIRM_POSTED_NOTE', 'Law Firm Note']]),
  caseStatus: new Map([
    ['TRIAL_SCHEDULED', 'Trial Scheduled'],
    ['NEGOTIATION', 'In Negotiation'],
  ]),
};

const base: ActivityView = {
  type: 'CASE_CREATED',
  createdByName: null,
  createdByOrganizationName: null,
  hideCreatedBy: false,
  isInternalUser: false,
  data: {},
};

describe('describeActivity', () => {
  it('renders status changes with the option labels', () => {
    expect(
      describeActivity({ type: 'CASE_STATUS_UPDATED', data: { old_status: 'NEGOTIATION', new_status: 'TRIAL_SCHEDULED' } }, labels),
    ).toBe('Status updated from In Negotiation to Trial Scheduled');
    expect(describeActivity({ type: 'CASE_STATUS_UPDATED', data: { old_status: null, new_status: 'TRIAL_SCHEDULED' } }, labels)).toBe(
      'Status updated to Trial Scheduled',
    );
    expect(describeActivity({ type: 'CASE_STATUS_CONFIRMED', data: {} }, labels)).toBe('Status confirmed, no change');
  });

  it('renders the removal of a lien by the law firm and of a case by the lienholder', () => {
    expect(describeActivity({ type: 'LIEN_DELETED', data: { lienholder_name: 'Beacon Funding' } }, labels)).toBe(
      'Lien of Beacon Funding removed from the case',
    );
    expect(describeActivity({ type: 'LIEN_DELETED', data: {} }, labels)).toBe('Lien removed from the case');
    expect(describeActivity({ type: 'LIEN_REMOVED_BY_LIENHOLDER', data: { lienholder_name: 'Beacon Funding' } }, labels)).toBe(
      'Beacon Funding removed the case from its portfolio',
    );
    expect(describeActivity({ type: 'LIEN_REMOVED_BY_LIENHOLDER', data: {} }, labels)).toBe('A lienholder removed the case');
  });

  it('renders a change of representation', () => {
    expect(describeActivity({ type: 'LAW_FIRM_CHANGED', data: { old_law_firm_name: 'A LLP', new_law_firm_name: 'B LLP' } }, labels)).toBe(
      'Law firm changed from A LLP to B LLP',
    );
    expect(describeActivity({ type: 'LAW_FIRM_CHANGED', data: { old_law_firm_name: 'A LLP', new_law_firm_name: null } }, labels)).toBe(
      'A LLP no longer represents the plaintiff',
    );
  });

  it('renders case contact changes', () => {
    expect(
      describeActivity({ type: 'CASE_CONTACT_ADDED', data: { new_contact: { name: 'Ann Lee', organization_name: 'Clinic A' } } }, labels),
    ).toBe('Ann Lee (Clinic A) added to the case contacts');
    expect(describeActivity({ type: 'CASE_CONTACT_REMOVED', data: { old_contact: { name: 'Ann Lee' } } }, labels)).toBe(
      'Ann Lee removed from the case contacts',
    );
    expect(describeActivity({ type: 'CASE_CONTACT_ADDED', data: {} }, labels)).toBe('Contact added to the case');
  });

  it('renders a law firm set by a lienholder on a case without one', () => {
    expect(
      describeActivity(
        { type: 'LAW_FIRM_CHANGED', data: { old_law_firm_name: null, new_law_firm_name: 'B LLP', is_from_lienholder: true } },
        labels,
      ),
    ).toBe('Law firm set to B LLP');
  });

  it('renders a rejected lien verification and its resubmission', () => {
    expect(describeActivity({ type: 'LIEN_REJECTED', data: { lienholder_name: 'Spine Clinic' } }, labels)).toBe(
      'Lien verification rejected for Spine Clinic',
    );
    expect(describeActivity({ type: 'LIEN_REJECTED', data: {} }, labels)).toBe('Lien verification rejected');
    expect(
      describeActivity({ type: 'LIEN_VERIFICATION_UPDATED', data: { old_status: 'PENDING', new_status: 'RESUBMITTED' } }, labels),
    ).toBe('Lien resubmitted for verification');
    expect(describeActivity({ type: 'LIEN_VERIFICATION_UPDATED', data: { new_status: 'VERIFIED' } }, labels)).toBe(
      'Lien verification: Verified',
    );
  });

  it('renders each step of a document request', () => {
    expect(describeActivity({ type: 'DOCUMENT_REQUESTED', data: { lienholder_name: 'Spine Clinic' } }, labels)).toBe(
      'Documents requested from Spine Clinic',
    );
    expect(describeActivity({ type: 'DOCUMENT_REQUEST_RESPONDED', data: { new_status: 'IN_PROGRESS' } }, labels)).toBe(
      'Document request answered: In Progress',
    );
    expect(describeActivity({ type: 'DOCUMENT_REQUEST_RESPONDED', data: { new_status: null } }, labels)).toBe('Note on a document request');
    expect(describeActivity({ type: 'DOCUMENT_REQUEST_FULFILLED', data: { lienholder_name: 'Spine Clinic' } }, labels)).toBe(
      'Spine Clinic uploaded all requested documents',
    );
    expect(describeActivity({ type: 'DOCUMENT_REQUEST_CLOSED', data: {} }, labels)).toBe('Document request closed by the law firm');
  });

  it("renders the law firm opening a lienholder's document", () => {
    expect(
      describeActivity(
        { type: 'LIEN_DOCUMENT_VIEWED', data: { document: { id: 'd1', name: 'MRI records', type: 'MEDICAL_RECORDS' } } },
        labels,
      ),
    ).toBe('Document viewed by the law firm: MRI records');
    expect(describeActivity({ type: 'LIEN_DOCUMENT_VIEWED', data: {} }, labels)).toBe('Lien document viewed by the law firm');
    expect(describeActivity({ type: 'LIEN_DOCUMENT_VIEWED', data: null }, labels)).toBe('Lien document viewed by the law firm');
  });

  it('falls back to the type label, then to a readable type', () => {
    const withLabel = { ...labels, activityTypes: new Map([['FUTURE_TYPE', 'Future Entry']]) };
    expect(describeActivity({ type: 'FUTURE_TYPE', data: null }, withLabel)).toBe('Future Entry');
    expect(describeActivity({ type: 'SOMETHING_NEW', data: null }, labels)).toBe('Something New');
  });
});

describe('creatorLine', () => {
  it('names the author in order: internal user, name with organisation, organisation, name, case manager, default', () => {
    expect(creatorLine({ ...base, isInternalUser: true, createdByName: 'Sam', createdByOrganizationName: 'Org' })).toBe(
      'Lien Registry team',
    );
    expect(creatorLine({ ...base, createdByName: 'Laura Hartwell', createdByOrganizationName: 'Hartwell & Associates' })).toBe(
      'Laura Hartwell, Hartwell & Associates',
    );
    expect(creatorLine({ ...base, createdByOrganizationName: 'Hartwell & Associates' })).toBe('Hartwell & Associates');
    expect(creatorLine({ ...base, createdByName: 'Laura Hartwell' })).toBe('Laura Hartwell');
    expect(creatorLine({ ...base, data: { case_manager_name: 'Casey Manager' } })).toBe('Casey Manager');
    expect(creatorLine(base)).toBe('Lien Registry');
  });

  it('hides the creator of an automated update request from lienholders', () => {
    expect(creatorLine({ ...base, hideCreatedBy: true, createdByOrganizationName: 'Hartwell & Associates' })).toBeNull();
  });

  it('gives every activity type the registry writes a rendering of its own', () => {
    const fallback: OptionLabels = {
      activityTypes: new Map(ACTIVITY_TYPES.map(({ value }) => [value, 'FALLBACK'])),
      caseStatus: new Map(),
    };
    const withoutOwn = ACTIVITY_TYPES.filter(({ value }) => describeActivity({ type: value, data: {} }, fallback) === 'FALLBACK');
    expect(withoutOwn.map(({ value }) => value)).toEqual([]);
  });

  it('renders case detail edits and the lien toggles', () => {
    expect(describeActivity({ type: 'CASE_DETAILS_UPDATED', data: { updated_item: ['first_name', 'date_of_loss'] } }, labels)).toBe(
      'Case details updated: First name, Date of loss',
    );
    expect(describeActivity({ type: 'LIEN_SHARE_DOCUMENTS_UPDATED', data: { updated_item: false } }, labels)).toBe(
      'Documents hidden from the law firm',
    );
    expect(describeActivity({ type: 'LIEN_DOCUMENTS_FINALIZED_UPDATED', data: { updated_item: true } }, labels)).toBe(
      'Documents marked as finalized',
    );
  });
});
