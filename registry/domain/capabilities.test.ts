import { describe, expect, test } from 'vitest';
import { caseCapabilities, lienCapabilities, mayManageContactsOf, threadCapabilities } from './capabilities.ts';
import type { Viewer } from './context.ts';

const FIRM = 'firm';
const HOLDER = 'holder';
const lawFirm: Viewer = { organizationId: FIRM, kind: 'LAW_FIRM' };
const otherFirm: Viewer = { organizationId: 'other-firm', kind: 'LAW_FIRM' };
const lienholder: Viewer = { organizationId: HOLDER, kind: 'LIENHOLDER' };
const ownLien = { lienholderId: HOLDER, isBlacklisted: false };

describe('capabilities', () => {
  test('a case: its law firm, a lienholder on it, another law firm', () => {
    const facts = {
      lawFirmId: FIRM,
      isEditableByLienholder: false,
      ownLien: null,
      accountFeatures: ['ADD_TAG'],
      lienholderCount: 1,
      viewerHasPaymentAccount: false,
    };
    expect(caseCapabilities(lawFirm, facts)).toMatchObject({
      edit_details: true,
      update_status: true,
      set_law_firm: false,
      remove_case: false,
      add_tags: true,
    });
    expect(Object.values(caseCapabilities(otherFirm, facts)).some(Boolean)).toBe(false);
    const asHolder = caseCapabilities(lienholder, { ...facts, ownLien, accountFeatures: [] });
    expect(asHolder).toMatchObject({
      edit_details: false,
      update_status: false,
      set_law_firm: true,
      remove_case: true,
      add_tags: false,
      manage_contacts: true,
    });
    expect(caseCapabilities(lienholder, { ...facts, ownLien, isEditableByLienholder: true }).edit_details).toBe(true);
    expect(caseCapabilities(lienholder, { ...facts, ownLien: { ...ownLien, isBlacklisted: true } }).remove_case).toBe(false);
  });

  test("a case's documents: both sides upload, the law firm requests from a lienholder, a connected lienholder prices", () => {
    const facts = {
      lawFirmId: FIRM,
      isEditableByLienholder: false,
      ownLien: null,
      accountFeatures: [],
      lienholderCount: 1,
      viewerHasPaymentAccount: false,
    };
    expect(caseCapabilities(lawFirm, facts)).toMatchObject({ upload_documents: true, request_documents: true, price_documents: false });
    expect(caseCapabilities(lawFirm, { ...facts, lienholderCount: 0 }).request_documents).toBe(false);
    // A law firm never prices, even with an account.
    expect(caseCapabilities(lawFirm, { ...facts, viewerHasPaymentAccount: true }).price_documents).toBe(false);
    const holder = { ...facts, ownLien };
    expect(caseCapabilities(lienholder, holder)).toMatchObject({
      upload_documents: true,
      request_documents: false,
      price_documents: false,
    });
    expect(caseCapabilities(lienholder, { ...holder, viewerHasPaymentAccount: true }).price_documents).toBe(true);
    expect(caseCapabilities(otherFirm, facts)).toMatchObject({ upload_documents: false, request_documents: false, price_documents: false });
  });

  test('a lien: its holder (unless blacklisted), the case law firm, and the state', () => {
    const lien = { ...ownLien, caseLawFirmId: FIRM, isResolved: false, hasOpenRejection: false };
    expect(lienCapabilities(lienholder, lien)).toEqual({
      update: true,
      resolve: true,
      reopen: false,
      remove_case: true,
      resolve_rejection: false,
      remove: false,
      reject_verification: false,
      manage_contacts: true,
    });
    expect(lienCapabilities(lienholder, { ...lien, isResolved: true, hasOpenRejection: true })).toMatchObject({
      resolve: false,
      reopen: true,
      resolve_rejection: true,
    });
    expect(Object.values(lienCapabilities(lienholder, { ...lien, isBlacklisted: true })).filter(Boolean)).toEqual([true]); // manage_contacts only
    expect(lienCapabilities(lawFirm, lien)).toMatchObject({ update: false, remove: true, reject_verification: true });
    expect(lienCapabilities(lawFirm, { ...lien, hasOpenRejection: true }).reject_verification).toBe(false);
    expect(lienCapabilities(otherFirm, lien)).toMatchObject({ remove: false, reject_verification: false });
  });

  test('contact cards: own, and the law firm for a sole lienholder; never a former firm', () => {
    const card = { organizationId: FIRM, isFormer: false, caseLawFirmId: FIRM, singleLienholder: true };
    expect(mayManageContactsOf(lawFirm, card)).toBe(true);
    expect(mayManageContactsOf(lawFirm, { ...card, isFormer: true })).toBe(false);
    expect(mayManageContactsOf(lienholder, card)).toBe(true);
    expect(mayManageContactsOf(lienholder, { ...card, singleLienholder: false })).toBe(false);
    expect(mayManageContactsOf(lienholder, { ...card, organizationId: HOLDER, singleLienholder: false })).toBe(true);
  });

  test('threads: conversations take both parties, notices their addressee; rejections are answered, not closed', () => {
    const notice = { isConversation: false, isLienRejection: false, isResolved: false, toOrganizationId: HOLDER };
    expect(threadCapabilities(lienholder, notice)).toEqual({ reply: true, resolve: true, dismiss: true });
    expect(threadCapabilities(lawFirm, notice)).toEqual({ reply: false, resolve: false, dismiss: false });
    expect(threadCapabilities(lawFirm, { ...notice, isConversation: true })).toEqual({ reply: true, resolve: true, dismiss: false });
    expect(threadCapabilities(lienholder, { ...notice, isLienRejection: true })).toEqual({ reply: true, resolve: false, dismiss: false });
    expect(threadCapabilities(lienholder, { ...notice, isResolved: true })).toEqual({ reply: false, resolve: false, dismiss: false });
  });
});
