// The dedupe page's verification tabs (spec 002 §2): tables of contacts and legal organisations to verify.
export const VERIFICATION_TABS = [
  { key: 'verify-contacts', label: 'Verify Contacts', model: 'CONTACT' },
  { key: 'verify-organizations', label: 'Verify Legal Organizations', model: 'LEGAL_ORGANIZATION' },
] as const;

export type VerificationTabKey = (typeof VERIFICATION_TABS)[number]['key'];

export const isVerificationTab = (key: string): key is VerificationTabKey => VERIFICATION_TABS.some((tab) => tab.key === key);
