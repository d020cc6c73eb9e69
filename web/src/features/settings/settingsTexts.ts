// The settings forms' own rules and texts (the registry checks them again and answers with the same words).
export const REQUIRED = 'This field is required.';
export const MAX_CONTACT_EMAILS = 10;
export const TOO_MANY_CONTACT_EMAILS = `List at most ${MAX_CONTACT_EMAILS} contact e-mail addresses.`;
export const INVALID_EMAIL = 'Enter a valid email address.';
/** The registry's limit of a person's name (registry/domain/input.ts TEXT_LIMITS.personName). */
export const NAME_MAX = 100;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const looksLikeEmail = (value: string) => EMAIL.test(value);

/** The contact e-mails as typed: one per line (commas and semicolons separate too), blanks dropped. */
export const parseContactEmails = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map((email) => email.trim())
    .filter(Boolean);
