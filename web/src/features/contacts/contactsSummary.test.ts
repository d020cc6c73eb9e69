import { describe, expect, it } from 'vitest';
import { contactLabel, contactsSummary } from './contactsSummary.ts';

describe('contactsSummary', () => {
  it('lists up to three names', () => {
    expect(contactsSummary([])).toBe('No contacts');
    expect(contactsSummary(['Ann Lee'])).toBe('Ann Lee');
    expect(contactsSummary(['Ann Lee', 'Bo Park'])).toBe('Ann Lee, Bo Park');
    expect(contactsSummary(['Ann Lee', 'Bo Park', 'Cy Diaz'])).toBe('Ann Lee, Bo Park, Cy Diaz');
  });

  it('names two and counts the others beyond three', () => {
    expect(contactsSummary(['Ann Lee', 'Bo Park', 'Cy Diaz', 'Di Moss'])).toBe('Ann Lee, Bo Park and 2 others');
    expect(contactsSummary(['A', 'B', 'C', 'D', 'E', 'F', 'G'])).toBe('A, B and 5 others');
  });
});

describe('contactLabel', () => {
  it("adds '(deactivated)' to deactivated contacts only", () => {
    expect(contactLabel({ fullName: 'Ann Lee', isAccountDeactivated: true })).toBe('Ann Lee (deactivated)');
    expect(contactLabel({ fullName: 'Ann Lee', isAccountDeactivated: false })).toBe('Ann Lee');
  });
});
