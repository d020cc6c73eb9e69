// Legal organisations (DECISIONS 19): the same normalised name (without legal form, "The", "Law Firm", punctuation;
// a one-letter typo in a long name) or the same website domain (not a shared host such as a social network), within
// one organisation type (a law firm and a provider of one name are two organisations).
import type { MatchModel, PairMatch } from './engine.ts';
import { normaliseOrganizationName, websiteDomain } from './normalize.ts';
import { damerauLevenshtein, jaroWinkler } from './similarity.ts';

export interface OrganizationInput {
  id: string;
  name: string;
  website: string | null;
  type: string;
}

export interface PreparedOrganization {
  id: string;
  /** The normalised name without spaces ("smithjones"); empty when nothing is left. */
  name: string;
  domain: string;
  type: string;
}

export function prepareOrganization(input: OrganizationInput): PreparedOrganization {
  return {
    id: input.id,
    name: normaliseOrganizationName(input.name).replaceAll(' ', ''),
    domain: websiteDomain(input.website),
    type: input.type,
  };
}

/** Names shorter than this match only exactly (a typo in "abc" is another name). */
const TYPO_MIN_LENGTH = 8;

export function compareOrganizations(a: PreparedOrganization, b: PreparedOrganization): PairMatch | null {
  if (a.type !== b.type) return null;
  const sameDomain = Boolean(a.domain && a.domain === b.domain);
  const bothNames = a.name.length >= 3 && b.name.length >= 3;
  if (bothNames && a.name === b.name) return sameDomain ? { rule: 'org-name+website-domain', score: 1 } : { rule: 'org-name', score: 0.95 };
  // Numbers in a name tell organisations apart ("Clinic 12" and "Clinic 13"): a typo must leave them alone.
  const typo =
    bothNames &&
    a.name.replace(/\D/g, '') === b.name.replace(/\D/g, '') &&
    Math.min(a.name.length, b.name.length) >= TYPO_MIN_LENGTH &&
    damerauLevenshtein(a.name, b.name, 1) <= 1 &&
    jaroWinkler(a.name, b.name) >= 0.95;
  if (typo) return { rule: sameDomain ? 'org-name~typo+website-domain' : 'org-name~typo', score: sameDomain ? 0.98 : 0.88 };
  if (sameDomain) return { rule: 'website-domain', score: 0.9 };
  return null;
}

/** Blocking passes: the name; the website domain; the name's first and last six letters (a typo leaves one of them). */
export const ORGANIZATION_MODEL: MatchModel<PreparedOrganization> = {
  passes: [
    (record) => (record.name ? [`${record.type}|${record.name}`] : []),
    (record) => (record.domain ? [record.domain] : []),
    (record) =>
      record.name.length >= TYPO_MIN_LENGTH
        ? [`${record.type}|a${record.name.slice(0, 6)}`, `${record.type}|z${record.name.slice(-6)}`]
        : [],
  ],
  compare: compareOrganizations,
};
