// What the viewer may do, computed once here and used twice: by the write paths, which refuse what a predicate
// denies, and by the reads, which return the predicates' answers as `viewer_can` (registry/API.md, "Capabilities").
// A client renders its buttons from `viewer_can` and the write agrees, because both ask the same function.
// Every predicate is pure: callers pass the facts they already read (visibility is decided by the queries).
import type { Viewer } from './context.ts';

/** The viewer is the law firm representing the case. */
export const isCaseLawFirm = (viewer: Viewer, lawFirmId: string | null): boolean =>
  viewer.kind === 'LAW_FIRM' && lawFirmId !== null && lawFirmId === viewer.organizationId;

/** Case details: its law firm, or a lienholder on the case while the case is editable by lienholders. */
export function mayEditCaseDetails(
  viewer: Viewer,
  kase: { lawFirmId: string | null; isEditableByLienholder: boolean; holdsLien: boolean },
): boolean {
  if (viewer.kind === 'LAW_FIRM') return isCaseLawFirm(viewer, kase.lawFirmId);
  return kase.holdsLien && kase.isEditableByLienholder;
}

/** The facts of a lien that decide what its lienholder may do with it. */
export interface OwnLienFacts {
  lienholderId: string;
  /** The case's law firm blacklists the lienholder. */
  isBlacklisted: boolean;
}

/** A lienholder's changes to its own lien (balance, treatment, documents, resolve, reopen, leave the case). */
export const mayChangeOwnLien = (viewer: Viewer, lien: OwnLienFacts): boolean =>
  viewer.kind === 'LIENHOLDER' && lien.lienholderId === viewer.organizationId && !lien.isBlacklisted;

/** Resolving needs an unresolved lien, re-opening a resolved one. */
export const mayResolveLien = (viewer: Viewer, lien: OwnLienFacts & { isResolved: boolean }): boolean =>
  mayChangeOwnLien(viewer, lien) && !lien.isResolved;
export const mayReopenLien = (viewer: Viewer, lien: OwnLienFacts & { isResolved: boolean }): boolean =>
  mayChangeOwnLien(viewer, lien) && lien.isResolved;

/** The lienholder answers a rejection of its lien that is still open. */
export const mayResolveRejection = (viewer: Viewer, lien: OwnLienFacts & { hasOpenRejection: boolean }): boolean =>
  mayChangeOwnLien(viewer, lien) && lien.hasOpenRejection;

/** The case's law firm rejects a lien's verification, once while a rejection is open. */
export const mayRejectVerification = (viewer: Viewer, lien: { lawFirmId: string | null; hasOpenRejection: boolean }): boolean =>
  isCaseLawFirm(viewer, lien.lawFirmId) && !lien.hasOpenRejection;

/** The account may tag cases (the `ADD_TAG` service feature). */
export const mayTagCases = (accountFeatures: readonly string[] | null | undefined): boolean =>
  Boolean(accountFeatures?.includes('ADD_TAG'));

/**
 * Whose contacts the viewer may assign on a case: its own organisation's (not as a former law firm), and a lienholder
 * alone on a case also looks after the current law firm's.
 */
export function mayManageContactsOf(
  viewer: Viewer,
  card: { organizationId: string; isFormer: boolean; caseLawFirmId: string | null; singleLienholder: boolean },
): boolean {
  if (card.isFormer) return false;
  if (card.organizationId === viewer.organizationId) return true;
  return viewer.kind === 'LIENHOLDER' && card.singleLienholder && card.caseLawFirmId !== null && card.organizationId === card.caseLawFirmId;
}

/** The facts of a visible case that decide the viewer's case-level capabilities. */
export interface CaseFacts {
  lawFirmId: string | null;
  isEditableByLienholder: boolean;
  /** The viewer's own non-rejected lien (lienholders see a case through it). */
  ownLien: OwnLienFacts | null;
  accountFeatures: readonly string[] | null;
  /** Lienholders with a non-rejected lien on the case (whom documents can be requested from). */
  lienholderCount: number;
  /** The viewer's organisation has a connected payment account (DECISIONS.md 15: it may price medical records). */
  viewerHasPaymentAccount: boolean;
}

export function caseCapabilities(viewer: Viewer, kase: CaseFacts) {
  const lawFirm = isCaseLawFirm(viewer, kase.lawFirmId);
  const holdsLien = viewer.kind === 'LIENHOLDER' && kase.ownLien !== null;
  const onCase = lawFirm || holdsLien;
  return {
    edit_details: mayEditCaseDetails(viewer, { lawFirmId: kase.lawFirmId, isEditableByLienholder: kase.isEditableByLienholder, holdsLien }),
    edit_policy_limits: lawFirm,
    update_status: lawFirm,
    add_lienholder: onCase,
    remove_liens: lawFirm,
    reject_verification: lawFirm,
    change_representation: lawFirm,
    set_law_firm: holdsLien,
    remove_case: kase.ownLien !== null && mayChangeOwnLien(viewer, kase.ownLien),
    merge: onCase,
    manage_contacts: onCase,
    add_tags: onCase && mayTagCases(kase.accountFeatures),
    edit_external_ids: onCase,
    share_link: onCase,
    upload_documents: onCase,
    request_documents: lawFirm && kase.lienholderCount > 0,
    price_documents: holdsLien && kase.viewerHasPaymentAccount,
  };
}

export type CaseCapabilities = ReturnType<typeof caseCapabilities>;

/** The facts of a visible lien. */
export interface LienFacts extends OwnLienFacts {
  caseLawFirmId: string | null;
  isResolved: boolean;
  hasOpenRejection: boolean;
}

export function lienCapabilities(viewer: Viewer, lien: LienFacts) {
  const own = viewer.kind === 'LIENHOLDER' && lien.lienholderId === viewer.organizationId;
  return {
    update: mayChangeOwnLien(viewer, lien),
    resolve: mayResolveLien(viewer, lien),
    reopen: mayReopenLien(viewer, lien),
    remove_case: mayChangeOwnLien(viewer, lien),
    resolve_rejection: mayResolveRejection(viewer, lien),
    remove: isCaseLawFirm(viewer, lien.caseLawFirmId),
    reject_verification: mayRejectVerification(viewer, { lawFirmId: lien.caseLawFirmId, hasOpenRejection: lien.hasOpenRejection }),
    manage_contacts: own,
  };
}

export type LienCapabilities = ReturnType<typeof lienCapabilities>;

/** A thread as its rules see it. */
export interface ThreadFacts {
  isConversation: boolean;
  isLienRejection: boolean;
  isResolved: boolean;
  toOrganizationId: string;
}

/** Conversations take messages from both parties, notices from their addressee only; never once resolved. */
export const mayReplyToThread = (viewer: Viewer, thread: ThreadFacts): boolean =>
  !thread.isResolved && (thread.isConversation || thread.toOrganizationId === viewer.organizationId);

/** Closing a thread with a message: a rejection is closed only by answering it (resolve_rejection). */
export const mayResolveThread = (viewer: Viewer, thread: ThreadFacts): boolean =>
  mayReplyToThread(viewer, thread) && !thread.isLienRejection;

/** Dismissing is its addressee's, while open, and never a rejection's. */
export const mayDismissThread = (viewer: Viewer, thread: ThreadFacts): boolean =>
  !thread.isResolved && !thread.isLienRejection && thread.toOrganizationId === viewer.organizationId;

export function threadCapabilities(viewer: Viewer, thread: ThreadFacts) {
  return { reply: mayReplyToThread(viewer, thread), resolve: mayResolveThread(viewer, thread), dismiss: mayDismissThread(viewer, thread) };
}
