// `npm run dedupe:eval [-- --seed 1 --size 2000 --threshold 0.85 --input set.json --write set.json]`: the dedupe
// matching engine (registry/domain/dedupe/matching/) on a labelled set, the synthetic one of scripts/lib/dedupe-synthetic.ts
// (seeded) or a JSON file in its format (`--input`, e.g. a separate, unseen set), and its precision, recall and F1
// per model type: pairs of records the engine puts in one group against pairs of one labelled entity.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  DEFAULT_DEDUPE_THRESHOLD,
  dedupeThresholdFrom,
  matchRecords,
  MODEL_TYPES,
  type ModelType,
} from '../registry/domain/dedupe/matching/index.ts';
import { generateLabelledSet, type LabelledSet } from './lib/dedupe-synthetic.ts';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    /** Entities per model type (cases; contacts and organisations get a fraction of it). */
    size: { type: 'string', default: '2000' },
    /** Default: DEDUPE_THRESHOLD, or the engine's default. */
    threshold: { type: 'string' },
    input: { type: 'string' },
    /** Writes the generated set to this file (to keep it, or to hand it to someone as an unseen set). */
    write: { type: 'string' },
    /** Prints this many wrong pairs per model type (false positives and misses), to see what the engine gets wrong. */
    errors: { type: 'string', default: '0' },
  },
});
const threshold = values.threshold ? dedupeThresholdFrom(values.threshold) : dedupeThresholdFrom(process.env.DEDUPE_THRESHOLD);
const set: LabelledSet = values.input
  ? (JSON.parse(readFileSync(values.input, 'utf8')) as LabelledSet)
  : generateLabelledSet({ seed: Number(values.seed), size: Number(values.size) });
if (values.write) writeFileSync(values.write, `${JSON.stringify(set, null, 1)}\n`);

const listOf = (type: ModelType) =>
  ((type === 'CASE' ? set.cases : type === 'CONTACT' ? set.contacts : set.organizations) ?? []) as unknown as ({
    id: string;
    entity: string;
  } & Record<string, unknown>)[];

const pairKey = (a: string, b: string) => (a < b ? `${a}\n${b}` : `${b}\n${a}`);
function pairsOf(groups: readonly string[][]): Set<string> {
  const pairs = new Set<string>();
  for (const ids of groups)
    for (let i = 0; i < ids.length; i++) for (let j = i + 1; j < ids.length; j++) pairs.add(pairKey(ids[i]!, ids[j]!));
  return pairs;
}

console.log(
  `dedupe evaluation: ${values.input ? values.input : `synthetic set, seed ${values.seed}, size ${values.size}`}, threshold ${threshold}` +
    `${threshold === DEFAULT_DEDUPE_THRESHOLD ? ' (default)' : ''}`,
);
for (const type of MODEL_TYPES) {
  const records = listOf(type);
  if (!records.length) continue;
  const started = performance.now();
  const groups = await matchRecords(type, records as never, { threshold });
  const ms = performance.now() - started;
  const entities = new Map<string, string[]>();
  for (const record of records) entities.set(record.entity, [...(entities.get(record.entity) ?? []), record.id]);
  const truth = pairsOf([...entities.values()]);
  const predicted = pairsOf(groups.map((group) => group.ids));
  let truePositives = 0;
  for (const pair of predicted) if (truth.has(pair)) truePositives++;
  const precision = predicted.size ? truePositives / predicted.size : 1;
  const recall = truth.size ? truePositives / truth.size : 1;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  console.log(
    `${type.padEnd(18)} records ${String(records.length).padStart(6)}  true pairs ${String(truth.size).padStart(5)}  found ${String(predicted.size).padStart(5)}  ` +
      `precision ${precision.toFixed(3)}  recall ${recall.toFixed(3)}  F1 ${f1.toFixed(3)}  (${ms.toFixed(0)} ms)`,
  );
  const show = Number(values.errors);
  if (show > 0) {
    const byId = new Map(records.map((record) => [record.id, record]));
    const describe = (pair: string) =>
      pair
        .split('\n')
        .map((id) => JSON.stringify({ ...byId.get(id), id: undefined }))
        .join('\n      ');
    const ruleOf = new Map<string, string>();
    for (const group of groups) for (const pair of pairsOf([group.ids])) ruleOf.set(pair, `${group.rule} ${group.score}`);
    for (const pair of [...predicted].filter((p) => !truth.has(p)).slice(0, show))
      console.log(`  false match (${ruleOf.get(pair)}):\n      ${describe(pair)}`);
    for (const pair of [...truth].filter((p) => !predicted.has(p)).slice(0, show)) console.log(`  missed:\n      ${describe(pair)}`);
  }
}
