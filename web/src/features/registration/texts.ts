// Texts, paths and client-side rules of the registration pages (spec sections 2, 4, 5 and 8).

export const REGISTRATION_PATHS = {
  login: '/login',
  complete: '/registration-complete',
  wizard: '/register-lh',
  account: '/register-lh/account',
  cases: '/register-lh/cases',
  details: '/register-lh/details',
  confirmation: '/register-lh/confirmation',
} as const;

export const WIZARD_STEPS = [
  { key: 'account', title: 'Get Started', path: REGISTRATION_PATHS.account },
  { key: 'cases', title: 'Register Cases', path: REGISTRATION_PATHS.cases },
  { key: 'details', title: 'Verify Contact Information', path: REGISTRATION_PATHS.details },
  { key: 'confirmation', title: 'Confirmation', path: REGISTRATION_PATHS.confirmation },
] as const;
export type WizardStepKey = (typeof WIZARD_STEPS)[number]['key'];

export const REGISTRATION_TEXTS = {
  required: 'This field is required.',
  invalidEmail: 'Enter a valid email address.',
  searchLawFirm: 'Search law firm...',
  typeLawFirmName: "Type in law firm's name",
  casesErrorTitle: 'Error',
  casesError: 'There was an error processing your cases. Please refresh and try again',
  websitePreference: 'Company Website (Recommended)',
  addressPreference: 'Full Company Address and Phone Number',
  additionalInfoTitle: 'Lienholder Additional Information',
  contactsTitle: 'Lienholder Contacts',
  websiteRequired: 'A website is required when the company website is the contact preference.',
  phoneRequired: 'A phone number is required when the full company address and phone number is the contact preference.',
  addressRequired: 'The address is required when the full company address and phone number is the contact preference.',
  fileTypes: 'Upload a spreadsheet: .xls, .xlsx, .csv or .numbers.',
  fileTooLarge: 'The file is too large. The limit is 100.0 MB.',
  successTitle: 'Thank you for registering',
  successText:
    'We have e-mailed you a link to choose your password. You can sign in once it is set; we will e-mail you again when your registration is approved.',
  failureTitle: 'Registration failed',
  failureText: 'We could not complete your registration. Please try again or contact support.',
  confirmationTitle: 'Review and submit',
} as const;

/** The compulsion event id is kept between the wizard's steps in the tab's session storage (not a credential). */
export const COMPULSION_EVENT_KEY = 'registration-compulsion-event-id';

export function storedCompulsionEventId(): string | null {
  try {
    return sessionStorage.getItem(COMPULSION_EVENT_KEY);
  } catch {
    return null;
  }
}

export function storeCompulsionEventId(id: string | null): void {
  try {
    if (id) sessionStorage.setItem(COMPULSION_EVENT_KEY, id);
    else sessionStorage.removeItem(COMPULSION_EVENT_KEY);
  } catch {
    // Storage refused (private mode): the wizard starts over on reload.
  }
}

/** The spreadsheet types the cases step accepts (DECISIONS 17) and the size limit (100 MiB − 1024 bytes). */
export const CASE_FILE_ACCEPT = '.xls,.xlsx,.csv,.numbers';
export const MAX_CASE_FILE_BYTES = 104_856_576;
export const isCaseFileName = (name: string) => ['.xls', '.xlsx', '.csv', '.numbers'].some((ext) => name.toLowerCase().endsWith(ext));

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => EMAIL.test(value.trim());

/** Required-field problems of a form: the fields that are blank get 'This field is required.'. */
export function requiredProblems(values: Record<string, string>, required: readonly string[]): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const name of required) if (!values[name]?.trim()) problems[name] = REGISTRATION_TEXTS.required;
  if (values.email?.trim() && !isEmail(values.email) && required.includes('email')) problems.email = REGISTRATION_TEXTS.invalidEmail;
  return problems;
}
