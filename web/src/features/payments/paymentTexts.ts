// The document payment page's texts (spec 002 §8 and §6) and its URL rules (§5).
import { SUPPORT_EMAIL } from '../../config.ts';

export const PAYMENT_TEXTS = {
  pageTitle: 'Document payment',
  orderSummary: 'Order summary',
  payWithCard: 'Pay with card',
  description:
    'Access fees are paid to the lienholder that uploaded the records. Once the payment goes through, the documents open in the case’s Documents tab.',
  total: 'Total',
  saveCard: 'Save card for future use',
  newCard: 'Use a new card',
  savedCards: 'Saved cards',
  offlineLabel: 'Test payments — no real card is charged (offline payment provider)',
  offlineHint: 'Use 4242 4242 4242 4242 with any future expiry and any CVC; 4000 0000 0000 0002 is declined.',
  nothingToPay: 'There is nothing left to pay for: these documents are paid for or have no access fee.',
  lienholderNotConnected: (name: string) => `${name} cannot take card payments yet.`,
  onlyLawFirms: 'Only law firm users are able to access this page.',
  navigationErrorTitle: 'Navigation error',
  navigationErrorBody: 'You must navigate to this page from the lien document table...',
  successTitle: 'Payment processing!',
  successBody:
    'The payment is processing and should be put through shortly. If the documents are unavailable, please refresh your page and try again.',
  doubleCheck: 'Double check your info and try again',
  methodInvalid: 'Payment method invalid!',
  paymentErrorTitle: 'Payment error',
  paymentErrorBody: `An error occurred in the payment process. Please refresh your tab and try again. If the problem persists, please contact ${SUPPORT_EMAIL}`,
  errorTitle: 'Error',
  genericError: 'An error occurred. Please refresh your tab and try again',
  payButton: (total: string) => `Pay $${total}`,
  paying: 'Paying…',
} as const;

/** The success toast stays 10 s; the payment error toast until dismissed. */
export const SUCCESS_TOAST_MS = 10_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The page's parameters, or null when they are not valid identifiers (the 'Navigation error'). */
export function parsePaymentParams(search: URLSearchParams): { documentIds: string[]; lienId: string } | null {
  const ids = (search.get('document_ids') ?? '').split(',').map((id) => id.trim());
  const lien = (search.get('lien') ?? '').trim();
  if (!ids.length || ids.some((id) => !UUID.test(id)) || !UUID.test(lien)) return null;
  return { documentIds: [...new Set(ids)], lienId: lien };
}

/** Where a paid checkout lands: the case's Documents tab with the lien opened. */
export const documentsTabPath = (caseId: string, lienId: string) =>
  `/portfolio/${encodeURIComponent(caseId)}?tab=documents&lien=${encodeURIComponent(lienId)}`;

/** The settings' payment information card. */
export const ACCOUNT_TEXTS = {
  title: 'Payment information',
  connected: (hint: string | null) =>
    `Your payout account is connected${hint ? ` (…${hint})` : ''}. Law firms can pay your access fees by card.`,
  notConnected: 'Connect a payout account to charge access fees for medical records.',
  pending: 'Onboarding with the payment provider is not finished yet.',
  offline: 'Test payments: the offline payment provider is in use, no real money moves.',
  connect: 'Connect payment account',
  continueOnboarding: 'Continue onboarding',
  disconnect: 'Disconnect payment account',
} as const;
