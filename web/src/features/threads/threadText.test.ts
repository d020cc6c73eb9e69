import { describe, expect, it } from 'vitest';
import { threadSummary, threadTitle, type ThreadTextInput } from './threadText.ts';

const base: ThreadTextInput = {
  type: 'LIEN_REJECTION',
  viewerIsAddressee: true,
  createdByOrganizationName: 'Firm LLP',
  toOrganizationName: 'Clinic A',
  context: { oldLawFirm: null, newLawFirm: null },
};

describe('thread texts', () => {
  it('read from the side of the viewer', () => {
    expect([threadTitle(base), threadSummary(base)]).toEqual(['Law firm rejected your lien', 'Firm LLP rejected your lien on this case.']);
    const sent = { ...base, viewerIsAddressee: false };
    expect([threadTitle(sent), threadSummary(sent)]).toEqual(['You rejected a lien', "You rejected Clinic A's lien on this case."]);
    const hidden = { ...base, type: 'DOCUMENTS_HIDDEN', createdByOrganizationName: 'Clinic A', toOrganizationName: 'Firm LLP' };
    expect([threadTitle(hidden), threadSummary(hidden)]).toEqual(['Documents hidden', 'Clinic A stopped sharing its documents with you.']);
    expect(threadSummary({ ...hidden, viewerIsAddressee: false })).toBe('You stopped sharing your documents with Firm LLP.');
    const request = { ...base, type: 'DOCUMENT_REQUEST' };
    expect([threadTitle(request), threadSummary(request)]).toEqual(['Documents requested', 'Firm LLP requested documents.']);
  });

  it('name the law firms of a change of representation', () => {
    const changed = { ...base, type: 'LAW_FIRM_CHANGED' };
    expect(threadTitle(changed)).toBe('Law firm changed');
    expect(threadSummary({ ...changed, context: { oldLawFirm: { name: 'Old LLP' }, newLawFirm: { name: 'New LLP' } } })).toBe(
      'The law firm changed from Old LLP to New LLP.',
    );
    expect(threadSummary({ ...changed, context: { oldLawFirm: { name: 'Old LLP' }, newLawFirm: null } })).toBe(
      'Old LLP no longer represents the plaintiff.',
    );
    expect(threadSummary(changed)).toBe('The law firm on this case changed.');
  });
});
