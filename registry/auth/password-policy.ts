// What a new password must be (set at invitation, reset or registration): at least 10 characters, at most 128, not
// one of the ~49,000 most common passwords (the list of @zxcvbn-ts/language-common, compared without case), and not
// the user's own e-mail address or its name part. The texts are Django's, as the rest of the API's.
import { dictionary } from '@zxcvbn-ts/language-common';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  tooShort: `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `This password is too long. It must contain at most ${PASSWORD_MAX_LENGTH} characters.`,
  tooCommon: 'This password is too common.',
  tooSimilar: 'The password is too similar to the email address.',
  mismatch: "The two password fields didn't match.",
} as const;

let common: Set<string> | null = null;
const commonPasswords = () => (common ??= new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase())));

/** The problems of `password` for a user with `email`, in words for the person typing it; empty when it is fine. */
export function passwordProblems(password: string, email?: string | null): string[] {
  const problems: string[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_MESSAGES.tooShort);
  if ([...password].length > PASSWORD_MAX_LENGTH) problems.push(PASSWORD_MESSAGES.tooLong);
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) problems.push(PASSWORD_MESSAGES.tooCommon);
  const address = email?.trim().toLowerCase();
  if (address && (lower === address || lower === address.split('@')[0])) problems.push(PASSWORD_MESSAGES.tooSimilar);
  return problems;
}
