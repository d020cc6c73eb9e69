// The matching engine (issue 14; DECISIONS 19): pure functions from records to match groups, each group with its rule
// and score. The store side (streaming reads, persistence, jobs) is registry/domain/dedupe/matching/store.ts; the
// evaluation on a labelled set (scripts/dedupe-eval.ts) runs exactly these functions.
import { CASE_MODEL, prepareCase, type CaseInput } from './cases.ts';
import { CONTACT_MODEL, prepareContact, type ContactInput } from './contacts.ts';
import { findMatchGroups, type GroupOptions, type MatchModel } from './engine.ts';
import { ORGANIZATION_MODEL, prepareOrganization, type OrganizationInput } from './organizations.ts';

export type ModelType = 'CASE' | 'CONTACT' | 'LEGAL_ORGANIZATION';
export const MODEL_TYPES: readonly ModelType[] = ['CASE', 'CONTACT', 'LEGAL_ORGANIZATION'];

export interface InputOf {
  CASE: CaseInput;
  CONTACT: ContactInput;
  LEGAL_ORGANIZATION: OrganizationInput;
}

/** A group of record ids with the rule and score of its weakest pair. */
export interface IdGroup {
  ids: string[];
  rule: string;
  score: number;
}

interface Engine<I, P extends { id: string }> {
  prepare(input: I): P;
  model: MatchModel<P>;
}

export const ENGINES: { [T in ModelType]: Engine<InputOf[T], { id: string }> } = {
  CASE: { prepare: prepareCase, model: CASE_MODEL as MatchModel<{ id: string }> },
  CONTACT: { prepare: prepareContact, model: CONTACT_MODEL as MatchModel<{ id: string }> },
  LEGAL_ORGANIZATION: { prepare: prepareOrganization, model: ORGANIZATION_MODEL as MatchModel<{ id: string }> },
};

/** The match groups among `inputs` of one model type. */
export async function matchRecords<T extends ModelType>(type: T, inputs: readonly InputOf[T][], options: GroupOptions): Promise<IdGroup[]> {
  const engine = ENGINES[type] as Engine<InputOf[T], { id: string }>;
  const prepared = inputs.map((input) => engine.prepare(input));
  return (await findMatchGroups(prepared, engine.model, options)).map((group) => ({
    ids: group.members.map((index) => prepared[index]!.id),
    rule: group.rule,
    score: group.score,
  }));
}

export { DEFAULT_DEDUPE_THRESHOLD, dedupeThresholdFrom } from './settings.ts';
