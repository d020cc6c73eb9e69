import { describe, expect, test } from 'vitest';
import { kindOfRole, organizationKind, roleOfKind } from './kinds.ts';

describe('organizationKind', () => {
  test('default reading: only LAW_FIRM is a law firm', () => {
    expect(organizationKind('LAW_FIRM', false)).toBe('LAW_FIRM');
    expect(organizationKind('REFERRAL_LAW_FIRM', false)).toBe('LIENHOLDER');
    for (const type of ['MEDICAL_PRACTICE', 'FUNDER', 'SERVICER', 'HEALTH_INSURANCE', 'DEFENDANT_INSURANCE', 'OTHER']) {
      expect(organizationKind(type, false)).toBe('LIENHOLDER');
      expect(organizationKind(type, true)).toBe('LIENHOLDER');
    }
  });

  test('other reading: referral law firms are law firms', () => {
    expect(organizationKind('REFERRAL_LAW_FIRM', true)).toBe('LAW_FIRM');
    expect(organizationKind('LAW_FIRM', true)).toBe('LAW_FIRM');
  });

  test('role prefixes map to kinds and back', () => {
    expect(kindOfRole(roleOfKind('LAW_FIRM'))).toBe('LAW_FIRM');
    expect(kindOfRole(roleOfKind('LIENHOLDER'))).toBe('LIENHOLDER');
    expect(kindOfRole('beta')).toBeNull();
  });
});
