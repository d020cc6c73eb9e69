// The matching engine's core, the same for every model type: candidate generation by blocking, pair scoring by the
// model's comparison, and grouping of accepted pairs (union-find).
// Blocking: each record names a few keys per blocking pass (e.g. soundex of the last name + birth date); only records
// that share a key are compared. A pass hashes every key to a number packed with the record's index into one float64,
// sorts the typed array (native numeric sort, no per-key objects) and compares the records of each run of equal
// hashes. A hash collision only adds comparisons; a block larger than `maxBlock` is compared as a sliding window
// (each record with the next `maxBlock` ones), so one very common key cannot make the work quadratic.

/** A pair's verdict: the rule that matched it and its score in [0, 1]. */
export interface PairMatch {
  rule: string;
  score: number;
}

export interface MatchModel<R> {
  /**
   * Blocking passes: each answers a record's keys for that pass (none: the record takes no part in it), as text or as
   * a 32-bit hash already (blockHash: no string is built per record, which a million records feel).
   */
  passes: readonly ((record: R) => readonly (string | number)[])[];
  /** The pair's verdict, or null when it is no match (the threshold is applied by the engine). */
  compare(a: R, b: R): PairMatch | null;
}

export interface MatchGroup {
  /** Indexes into the records, ascending. */
  members: number[];
  /** The weakest accepted pair of the group: a group is as sure as its weakest link. */
  rule: string;
  score: number;
}

export interface MatchStats {
  comparisons: number;
  acceptedPairs: number;
}

export interface GroupOptions {
  threshold: number;
  /** Records a block is compared across in full; larger blocks as a sliding window of this size (default 200). */
  maxBlock?: number;
  stats?: MatchStats;
}

/** FNV-1a over the text, 32 bits; `seed` continues an earlier hash (a key of several parts, no string built). */
export function hashText(text: string, seed = 0x811c9dc5): number {
  let hash = seed;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  // A separator, so ("ab", "c") and ("a", "bc") differ.
  return Math.imul(hash ^ 0x1f, 0x01000193) >>> 0;
}

/** A hash with a non-negative integer below 2^32 mixed in (a date, a year). */
export function hashNumber(hash: number, value: number): number {
  let h = (hash ^ value) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

const hash32 = (key: string | number) => (typeof key === 'number' ? key >>> 0 : hashText(key));

/** Union-find over record indexes (path halving, union by size). */
export class DisjointSets {
  readonly parent: Int32Array;
  private readonly size: Int32Array;
  constructor(count: number) {
    this.parent = new Int32Array(count);
    this.size = new Int32Array(count).fill(1);
    for (let i = 0; i < count; i++) this.parent[i] = i;
  }
  find(x: number): number {
    const parent = this.parent;
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]!]!;
      x = parent[x]!;
    }
    return x;
  }
  union(a: number, b: number): void {
    let ra = this.find(a);
    let rb = this.find(b);
    if (ra === rb) return;
    if (this.size[ra]! < this.size[rb]!) [ra, rb] = [rb, ra];
    this.parent[rb] = ra;
    this.size[ra]! += this.size[rb]!;
  }
}

/** How long the engine computes before it lets the process's other work (requests, jobs) run. */
const SLICE_MS = 50;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Every pair of records that share a blocking key, compared once per shared pass; `onPair` gets the accepted ones.
 * Asynchronous only to give way: every ~50 ms of comparing it yields to the event loop, so a full refresh in the
 * registry's process (the dedupe.refresh job) does not hold up its requests.
 */
export async function forEachCandidateMatch<R>(
  records: readonly R[],
  model: MatchModel<R>,
  options: GroupOptions,
  onPair: (a: number, b: number, match: PairMatch) => void,
): Promise<void> {
  const n = records.length;
  if (n < 2) return;
  const maxBlock = options.maxBlock ?? 200;
  const indexBits = Math.max(1, Math.ceil(Math.log2(n + 1)));
  if (indexBits > 26) throw new Error(`dedupe: ${n} records are more than one run can block`);
  const hashBits = Math.min(32, 52 - indexBits);
  const hashScale = 2 ** indexBits;
  const hashMask = 2 ** hashBits;
  // Accepted pairs already reported (a pair that shares keys in several passes is reported once).
  const seen = new Set<number>();
  let comparisons = 0;
  let sliceStarted = performance.now();
  for (const pass of model.passes) {
    let entries = new Float64Array(Math.max(16, n * 2));
    let count = 0;
    for (let i = 0; i < n; i++) {
      const keys = pass(records[i]!);
      for (let k = 0; k < keys.length; k++) {
        // A record's duplicate keys in one pass would compare it with itself: skip repeats.
        if (k > 0 && keys.indexOf(keys[k]!) < k) continue;
        if (count === entries.length) {
          const grown = new Float64Array(entries.length * 2);
          grown.set(entries);
          entries = grown;
        }
        entries[count++] = (hash32(keys[k]!) % hashMask) * hashScale + i;
      }
    }
    const sorted = entries.subarray(0, count).sort();
    let start = 0;
    let sinceCheck = 0;
    while (start < count) {
      const blockHash = Math.floor(sorted[start]! / hashScale);
      let end = start + 1;
      while (end < count && Math.floor(sorted[end]! / hashScale) === blockHash) end++;
      for (let x = start; x < end - 1; x++) {
        if (sinceCheck > 20_000) {
          sinceCheck = 0;
          if (performance.now() - sliceStarted > SLICE_MS) {
            await yieldToEventLoop();
            sliceStarted = performance.now();
          }
        }
        const i = sorted[x]! % hashScale;
        const last = Math.min(end, x + 1 + maxBlock);
        for (let y = x + 1; y < last; y++) {
          const j = sorted[y]! % hashScale;
          if (i === j) continue;
          const a = i < j ? i : j;
          const b = i < j ? j : i;
          comparisons++;
          sinceCheck++;
          const match = model.compare(records[a]!, records[b]!);
          if (!match || match.score < options.threshold) continue;
          const code = a * hashScale + b;
          if (seen.has(code)) continue;
          seen.add(code);
          onPair(a, b, match);
        }
      }
      start = end;
    }
  }
  if (options.stats) {
    options.stats.comparisons += comparisons;
    options.stats.acceptedPairs += seen.size;
  }
}

/** The groups of two or more records that accepted pairs connect; each with its weakest pair's rule and score. */
export async function findMatchGroups<R>(records: readonly R[], model: MatchModel<R>, options: GroupOptions): Promise<MatchGroup[]> {
  const sets = new DisjointSets(records.length);
  const pairs: { a: number; match: PairMatch }[] = [];
  await forEachCandidateMatch(records, model, options, (a, b, match) => {
    sets.union(a, b);
    pairs.push({ a, match });
  });
  return groupsOf(sets, records.length, pairs);
}

/** Groups from union-find and the accepted pairs (`a` one record of each). */
export function groupsOf(sets: DisjointSets, count: number, pairs: readonly { a: number; match: PairMatch }[]): MatchGroup[] {
  const weakest = new Map<number, PairMatch>();
  for (const { a, match } of pairs) {
    const root = sets.find(a);
    const current = weakest.get(root);
    if (!current || match.score < current.score) weakest.set(root, match);
  }
  const members = new Map<number, number[]>();
  for (let i = 0; i < count; i++) {
    const root = sets.find(i);
    if (!weakest.has(root)) continue;
    const list = members.get(root);
    if (list) list.push(i);
    else members.set(root, [i]);
  }
  return [...members].map(([root, list]) => ({ members: list, rule: weakest.get(root)!.rule, score: weakest.get(root)!.score }));
}
