// Contacts (DECISIONS 19): the same e-mail address (normalised: case, a "+tag", Gmail's dots), or the same person's
// name (nicknames, typos, first/last swapped) within one organisation. The same name in two organisations is two
// people.
import type { MatchModel, PairMatch } from './engine.ts';
import { compareNames, familyNameKey, givenNameKeys, prepareName, type PreparedName } from './names.ts';
import { normaliseEmail } from './normalize.ts';

export interface ContactInput {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  organizationId: string;
}

export interface PreparedContact {
  id: string;
  given: PreparedName;
  family: PreparedName;
  email: string;
  organizationId: string;
  nameKeys: string[];
}

export function prepareContact(input: ContactInput): PreparedContact {
  const given = prepareName(input.firstName);
  const family = prepareName(input.lastName);
  const familyKey = familyNameKey(family);
  return {
    id: input.id,
    given,
    family,
    email: normaliseEmail(input.email),
    organizationId: input.organizationId,
    nameKeys: [...givenNameKeys(given), ...(familyKey ? [familyKey] : [])],
  };
}

export function compareContacts(a: PreparedContact, b: PreparedContact): PairMatch | null {
  if (a.email && a.email === b.email) return { rule: 'email', score: 1 };
  if (a.organizationId !== b.organizationId) return null;
  // Both names are needed: a given name alone is too common within one organisation.
  if (!a.family.full || !b.family.full) return null;
  const name = compareNames(a, b);
  if (!name) return null;
  // Two different addresses take a little from it (two people of one name in one office are rare, but exist).
  const score = 0.5 + 0.45 * name.similarity - (a.email && b.email ? 0.03 : 0);
  return { rule: `${name.rule}+organization`, score: Math.round(score * 1000) / 1000 };
}

/** Blocking passes: the e-mail address; the organisation + a name key (given or family, so a swap still meets). */
export const CONTACT_MODEL: MatchModel<PreparedContact> = {
  passes: [(record) => (record.email ? [record.email] : []), (record) => record.nameKeys.map((key) => `${record.organizationId}|${key}`)],
  compare: compareContacts,
};
