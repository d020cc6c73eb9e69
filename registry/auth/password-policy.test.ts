import { describe, expect, test } from 'vitest';
import { PASSWORD_MESSAGES, passwordProblems } from './password-policy.ts';

describe('password policy', () => {
  test('a long, uncommon password passes', () => {
    expect(passwordProblems('violet-harbour-71', 'ann@example.test')).toEqual([]);
  });
  test('too short, too common (without case) and the e-mail itself are refused with their texts', () => {
    expect(passwordProblems('short1')).toContain(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblems('Password123')).toEqual([PASSWORD_MESSAGES.tooCommon]);
    expect(passwordProblems('1234567890')).toEqual([PASSWORD_MESSAGES.tooCommon]);
    expect(passwordProblems('ann.lee@example.test', 'Ann.Lee@example.test')).toEqual([PASSWORD_MESSAGES.tooSimilar]);
    expect(passwordProblems('x'.repeat(129))).toEqual([PASSWORD_MESSAGES.tooLong]);
  });
});
