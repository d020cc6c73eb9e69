// The matching engine's pure functions: normalisation, nicknames, similarity, the scoring of cases, contacts and
// organisations (with the near-misses that must not match), blocking and grouping.
import { describe, expect, test } from 'vitest';
import { CASE_MODEL, compareCases, compareDates, prepareCase, type CaseInput } from './cases.ts';
import { compareContacts, prepareContact } from './contacts.ts';
import { DisjointSets, findMatchGroups } from './engine.ts';
import { DEFAULT_DEDUPE_THRESHOLD, dedupeThresholdFrom, matchRecords } from './index.ts';
import { NICKNAME_TABLE_SIZE, sameGivenName } from './nicknames.ts';
import {
  dateNumber,
  nameWords,
  normaliseEmail,
  normaliseName,
  normaliseOrganizationName,
  soundex,
  swappedDate,
  websiteDomain,
} from './normalize.ts';
import { compareOrganizations, prepareOrganization } from './organizations.ts';
import { damerauLevenshtein, jaroWinkler } from './similarity.ts';

const FIRM = '00000000-0000-4000-8000-00000000f001';
const OTHER_FIRM = '00000000-0000-4000-8000-00000000f002';
let next = 0;
const person = (change: Partial<CaseInput> = {}): CaseInput => ({
  id: `case-${++next}`,
  firstName: 'Robert',
  lastName: 'Johnson',
  birthdate: '1980-03-07',
  dateOfLoss: '2024-05-01',
  lawFirmId: FIRM,
  ...change,
});
const score = (a: CaseInput, b: CaseInput) => compareCases(prepareCase(a), prepareCase(b));
const matches = (a: CaseInput, b: CaseInput) => (score(a, b)?.score ?? 0) >= DEFAULT_DEDUPE_THRESHOLD;

describe('normalisation', () => {
  test('names: case, accents (NFKD), punctuation and spaces', () => {
    expect(nameWords("  José  O'Brien-Smith ")).toEqual(['jose', 'obrien', 'smith']);
    expect(normaliseName('Mary-Ann')).toBe(normaliseName('mary  ann'));
    expect(normaliseName('MÜLLER')).toBe('muller');
    expect(normaliseName('Straße')).toBe('strasse');
    expect(normaliseName('Zoë')).toBe('zoe');
  });
  test('e-mail addresses: case, +tags, Gmail dots', () => {
    expect(normaliseEmail(' Jane.Doe+cases@Example.COM ')).toBe('jane.doe@example.com');
    expect(normaliseEmail('j.a.n.e@gmail.com')).toBe('jane@gmail.com');
    expect(normaliseEmail('not an address')).toBe('');
  });
  test('organisation names without legal form, "The", "Law Firm", punctuation', () => {
    expect(normaliseOrganizationName('The Smith Law Firm, P.L.L.C.')).toBe('smith');
    expect(normaliseOrganizationName('Smith & Jones, LLP')).toBe(normaliseOrganizationName('Smith and Jones'));
    expect(normaliseOrganizationName('Law Offices of Ana Pérez, PC')).toBe('ana perez');
    expect(normaliseOrganizationName('Sunrise Chiropractic Inc.')).toBe('sunrise chiropractic');
  });
  test('website domains; shared hosts say nothing', () => {
    expect(websiteDomain('https://www.Smith-Law.com/about?x=1')).toBe('smith-law.com');
    expect(websiteDomain('smith-law.com')).toBe('smith-law.com');
    expect(websiteDomain('http://www2.smith-law.com:8080')).toBe('smith-law.com');
    expect(websiteDomain('https://www.facebook.com/smithlaw')).toBe('');
    expect(websiteDomain('smithlaw.wixsite.com/home')).toBe('');
    expect(websiteDomain('n/a')).toBe('');
  });
  test('dates and Soundex', () => {
    expect(dateNumber('1980-03-07')).toBe(19800307);
    expect(swappedDate(19800307)).toBe(19800703);
    expect(swappedDate(19800325)).toBe(0);
    expect(soundex('smith')).toBe(soundex('smyth'));
    expect(soundex('robert')).toBe('r163');
  });
  test('the threshold setting', () => {
    expect(dedupeThresholdFrom(undefined)).toBe(DEFAULT_DEDUPE_THRESHOLD);
    expect(dedupeThresholdFrom('0.9')).toBe(0.9);
    expect(() => dedupeThresholdFrom('2')).toThrow(/DEDUPE_THRESHOLD/);
    expect(() => dedupeThresholdFrom('abc')).toThrow(/DEDUPE_THRESHOLD/);
  });
});

describe('nicknames and similarity', () => {
  test('a real table, and nicknames in both directions', () => {
    expect(NICKNAME_TABLE_SIZE).toBeGreaterThan(500);
    expect(sameGivenName('bob', 'robert')).toBe(true);
    expect(sameGivenName('bill', 'william')).toBe(true);
    expect(sameGivenName('liz', 'beth')).toBe(true);
    expect(sameGivenName('beth', 'elizabeth')).toBe(true);
    expect(sameGivenName('bob', 'william')).toBe(false);
  });
  test('Jaro–Winkler and Damerau–Levenshtein', () => {
    expect(jaroWinkler('martha', 'marhta')).toBeCloseTo(0.961, 3);
    expect(jaroWinkler('abc', 'xyz')).toBe(0);
    expect(damerauLevenshtein('jonhson', 'johnson')).toBe(1);
    expect(damerauLevenshtein('kitten', 'sitting')).toBe(3);
    expect(damerauLevenshtein('kitten', 'sitting', 1)).toBe(2);
  });
});

describe('cases', () => {
  const base = person();
  test.each([
    ['the same', person(), 'name+birthdate+date-of-loss+law-firm'],
    ['a nickname', person({ firstName: 'Bob' }), 'name~nickname+birthdate+date-of-loss+law-firm'],
    ['accents, case and punctuation', person({ firstName: 'RÓBERT', lastName: ' johnson ' }), 'name+birthdate+date-of-loss+law-firm'],
    ['a typo', person({ lastName: 'Jonhson' }), 'name~typo+birthdate+date-of-loss+law-firm'],
    ['first and last swapped', person({ firstName: 'Johnson', lastName: 'Robert' }), 'transposed-name+birthdate+date-of-loss+law-firm'],
    ['day and month swapped', person({ birthdate: '1980-07-03' }), 'name+birthdate~swap+date-of-loss+law-firm'],
    ['a mistyped birth-date digit', person({ birthdate: '1980-03-08' }), 'name+birthdate~typo+date-of-loss+law-firm'],
    ['no birth date, the same date of loss', person({ birthdate: null }), 'name+date-of-loss+law-firm'],
    ["a provider's case without the firm", person({ lawFirmId: null }), 'name+birthdate+date-of-loss'],
  ])('%s matches', (_, other, rule) => {
    const result = score(base, other);
    expect(result?.rule).toBe(rule);
    expect(result!.score).toBeGreaterThanOrEqual(DEFAULT_DEDUPE_THRESHOLD);
    expect(result!.score).toBeLessThanOrEqual(1);
  });
  test('the exact same case scores 1; weaker evidence scores less', () => {
    expect(score(base, person())!.score).toBe(1);
    expect(score(base, person({ firstName: 'Bob' }))!.score).toBeLessThan(1);
    expect(score(base, person({ lawFirmId: null }))!.score).toBeLessThan(score(base, person())!.score);
  });
  test.each([
    ['twins: same family, birth date, accident and firm, another given name', person({ firstName: 'Michael' })],
    ['twins with gendered forms of one name', { ...person({ firstName: 'Daniel' }), id: 'x' }, person({ firstName: 'Danielle' })],
    ['same name, another birth date', person({ birthdate: '1975-11-23' })],
    [
      'a common name, another birth date and accident',
      person({ firstName: 'John', lastName: 'Smith', birthdate: '1990-01-15', dateOfLoss: '2023-02-02' }),
    ],
    ['another law firm', person({ lawFirmId: OTHER_FIRM })],
    ['no birth date and another accident', person({ birthdate: null, dateOfLoss: '2022-01-09' })],
    ['same given name, another family name', person({ lastName: 'Jackson' })],
  ] as [string, CaseInput, CaseInput?][])('%s: no match', (_, a, b) => {
    const [left, right] = b ? [a, b] : [base, a];
    expect(matches(left, right)).toBe(false);
  });
  test('common names: only the same birth date matches', async () => {
    const smiths = ['1990-01-15', '1985-06-30', '1990-01-15'].map((birthdate) =>
      person({ firstName: 'John', lastName: 'Smith', birthdate }),
    );
    const groups = await matchRecords('CASE', smiths, { threshold: DEFAULT_DEDUPE_THRESHOLD });
    expect(groups.map((group) => group.ids)).toEqual([[smiths[0]!.id, smiths[2]!.id]]);
  });
  test('dates: same, swap, typo, near, different', () => {
    expect(compareDates(19800307, 19800307).kind).toBe('same');
    expect(compareDates(19800307, 19800703).kind).toBe('swap');
    expect(compareDates(19800307, 19810307).kind).toBe('typo');
    expect(compareDates(19690517, 19700517).kind).toBe('typo');
    expect(compareDates(19800307, 19800308).kind).toBe('typo');
    expect(compareDates(19800301, 19800228).kind).toBe('near');
    expect(compareDates(19800307, 19751123).kind).toBe('different');
  });
});

describe('contacts', () => {
  const contact = (firstName: string, lastName: string, email: string, organizationId = 'org-1') =>
    prepareContact({ id: `contact-${++next}`, firstName, lastName, email, organizationId });
  test('the same e-mail address, normalised', () => {
    expect(compareContacts(contact('Jane', 'Doe', 'Jane.Doe@Firm.com'), contact('J', 'Smith', 'jane.doe+x@firm.com', 'org-2'))).toEqual({
      rule: 'email',
      score: 1,
    });
  });
  test('the same name within one organisation, not across two', () => {
    const result = compareContacts(contact('Elizabeth', 'Doe', 'ed@firm.com'), contact('Liz', 'Doe', 'liz@gmail.com'));
    expect(result?.rule).toBe('name~nickname+organization');
    expect(result!.score).toBeGreaterThanOrEqual(DEFAULT_DEDUPE_THRESHOLD);
    expect(compareContacts(contact('Jane', 'Doe', 'a@x.com'), contact('Jane', 'Doe', 'b@y.com', 'org-2'))).toBeNull();
    expect(compareContacts(contact('Jane', 'Doe', 'a@x.com'), contact('Mary', 'Doe', 'b@x.com'))).toBeNull();
  });
});

describe('organisations', () => {
  const org = (name: string, website: string | null = null, type = 'LAW_FIRM') =>
    prepareOrganization({ id: `org-${++next}`, name, website, type });
  test('the normalised name; the website domain; both', () => {
    expect(compareOrganizations(org('The Smith Law Firm, PLLC'), org('Smith Law Firm'))).toEqual({ rule: 'org-name', score: 0.95 });
    expect(
      compareOrganizations(org('Smith Injury', 'https://smithlaw.com'), org('Smith & Co Attorneys', 'www.smithlaw.com/contact')),
    ).toEqual({
      rule: 'website-domain',
      score: 0.9,
    });
    expect(compareOrganizations(org('Smith Law, Inc.', 'smithlaw.com'), org('smith law', 'http://smithlaw.com'))?.rule).toBe(
      'org-name+website-domain',
    );
    expect(compareOrganizations(org('Sunrise Chiropractic'), org('Sunrise Chiropractci'))?.rule).toBe('org-name~typo');
  });
  test('near-misses: similar names, numbers, another type, a shared host', () => {
    expect(compareOrganizations(org('Smith Law Firm'), org('Smith & Jones Law Firm'))).toBeNull();
    expect(compareOrganizations(org('Sunrise Chiropractic'), org('Sunset Chiropractic'))).toBeNull();
    expect(compareOrganizations(org('Rivera Health Plan 295'), org('Rivera Health Plan 2695'))).toBeNull();
    expect(compareOrganizations(org('Smith Law'), org('Smith Law', null, 'MEDICAL_PROVIDER'))).toBeNull();
    expect(compareOrganizations(org('Alpha', 'facebook.com/alpha'), org('Beta', 'facebook.com/beta'))).toBeNull();
  });
});

describe('blocking and grouping', () => {
  test('pairs meet through their blocks and join into groups (union-find)', async () => {
    const a = person({ firstName: 'William', lastName: 'Carter' });
    const b = person({ firstName: 'Bill', lastName: 'Carter', lawFirmId: null });
    const c = person({ firstName: 'Carter', lastName: 'William', lawFirmId: null });
    const d = person({ firstName: 'Zed', lastName: 'Other', birthdate: '2001-01-01' });
    const prepared = [a, b, c, d].map(prepareCase);
    const groups = await findMatchGroups(prepared, CASE_MODEL, { threshold: DEFAULT_DEDUPE_THRESHOLD });
    expect(groups).toHaveLength(1);
    expect(groups[0]!.members).toEqual([0, 1, 2]);
    // The group's rule and score are its weakest pair's.
    expect(groups[0]!.score).toBeLessThan(1);
    expect(groups[0]!.rule).toMatch(/name/);
  });
  test('a record without blocking keys meets nobody', async () => {
    const lonely = prepareCase(person({ firstName: '', lastName: '', birthdate: null, dateOfLoss: null }));
    expect(await findMatchGroups([lonely, lonely], CASE_MODEL, { threshold: 0.5 })).toEqual([]);
  });
  test('union-find', () => {
    const sets = new DisjointSets(5);
    sets.union(0, 1);
    sets.union(3, 4);
    sets.union(1, 4);
    expect(sets.find(0)).toBe(sets.find(3));
    expect(sets.find(2)).not.toBe(sets.find(0));
  });
});
