// The matching engine against the store: a full refresh (every record of a model type, streamed in batches,
// matched in memory with blocking, groups written in batches) and an incremental run for one new or changed record
// (its candidates read through the same blocks, its group rewritten). Both write dedupe_matches the same way:
// - a group is inserted `on conflict (model_type, group_key) do nothing`, so a group staff dismissed (or asked more
//   information on) keeps its status and is never made NEW again, and two refreshes at once insert it once; two
//   records of such a group are not linked again either (decidedPairs);
// - a NEW group that the run no longer finds (a record merged or deleted, or no longer matching) is deleted;
// - last_created_at is the newest record's creation (the queue's sort).
// The write phase of a run holds a transaction-scoped advisory lock per model type, so two runs write one at a time.
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { prepareCase, type CaseInput } from './cases.ts';
import { DisjointSets, forEachCandidateMatch, groupsOf, type MatchModel, type PairMatch } from './engine.ts';
import { ENGINES, MODEL_TYPES, type InputOf, type ModelType } from './index.ts';
import { dateNumber, nameWords, swappedDate } from './normalize.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** Records read per query of a full refresh. */
export const READ_BATCH = 50_000;
/** Groups written per statement. */
const WRITE_BATCH = 5_000;
const LOCK_BASE = 7_270_140;

interface LoadedRecord<I> {
  input: I;
  createdAt: number;
}

/** The query of a model type's records (`where` narrows it); created_ms is the creation time in epoch milliseconds. */
function recordsQuery(type: ModelType, where: RawBuilder<unknown>) {
  if (type === 'CASE')
    return sql<RecordRow>`
      select x.id, (extract(epoch from x.created_at) * 1000)::float8 as created_ms, x.date_of_loss, x.law_firm_id,
             p.first_name, p.last_name, p.birthdate
      from cases x join persons p on p.id = x.plaintiff_id where ${where}`;
  if (type === 'CONTACT')
    return sql<RecordRow>`
      select x.id, (extract(epoch from x.created_at) * 1000)::float8 as created_ms, x.first_name, x.last_name, x.email,
             x.legal_organization_id
      from contacts x where ${where}`;
  return sql<RecordRow>`
    select x.id, (extract(epoch from x.created_at) * 1000)::float8 as created_ms, x.name, x.website, x.type
    from legal_organizations x where ${where}`;
}

type RecordRow = { id: string; created_ms: number } & Record<string, string | null>;

function recordOf<T extends ModelType>(type: T, row: RecordRow): LoadedRecord<InputOf[T]> {
  const createdAt = Number(row.created_ms);
  if (type === 'CASE') {
    const input: CaseInput = {
      id: row.id,
      firstName: row.first_name ?? '',
      lastName: row.last_name ?? '',
      birthdate: row.birthdate ?? null,
      dateOfLoss: row.date_of_loss ?? null,
      lawFirmId: row.law_firm_id ?? null,
    };
    return { input: input as InputOf[T], createdAt };
  }
  if (type === 'CONTACT') {
    const input: InputOf['CONTACT'] = {
      id: row.id,
      firstName: row.first_name ?? '',
      lastName: row.last_name ?? '',
      email: row.email ?? '',
      organizationId: row.legal_organization_id ?? '',
    };
    return { input: input as InputOf[T], createdAt };
  }
  const input: InputOf['LEGAL_ORGANIZATION'] = { id: row.id, name: row.name ?? '', website: row.website ?? null, type: row.type ?? '' };
  return { input: input as InputOf[T], createdAt };
}

/**
 * Every record of a model type, in batches of `batch` from a cursor over one snapshot (repeatable read): the store
 * streams them to the engine, which keeps only the prepared fields. (Keyset pages by id were measured at 0.9 s per
 * 50,000 cases on PostgreSQL at 1 M, 18 s in all, against 2 s for the cursor's one hash join: random heap reads.)
 */
async function streamRecords<T extends ModelType>(
  db: Kysely<Database>,
  type: T,
  batch: number,
  onBatch: (records: LoadedRecord<InputOf[T]>[]) => void,
): Promise<void> {
  await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await sql`declare dedupe_records no scroll cursor for ${recordsQuery(type, sql`true`)}`.execute(trx);
      for (;;) {
        const { rows } = await sql<RecordRow>`fetch forward ${sql.raw(String(Math.trunc(batch)))} from dedupe_records`.execute(trx);
        onBatch(rows.map((row) => recordOf(type, row)));
        if (rows.length < batch) break;
      }
      await sql`close dedupe_records`.execute(trx);
    });
}

async function loadRecords<T extends ModelType>(db: Executor, type: T, ids: readonly string[]): Promise<LoadedRecord<InputOf[T]>[]> {
  const loaded: LoadedRecord<InputOf[T]>[] = [];
  for (let i = 0; i < ids.length; i += 1_000) {
    const { rows } = await recordsQuery(type, sql`x.id = any(${sql.val(ids.slice(i, i + 1_000))}::uuid[])`).execute(db);
    loaded.push(...rows.map((row) => recordOf(type, row)));
  }
  return loaded;
}

/**
 * Whether two records were together in a group staff dismissed or asked more information on: that pair is not linked
 * again, so a later run cannot bring it back in another group of the two (a subset, or with a record that changed).
 * Records that match a third one may still meet through it.
 */
async function decidedPairs(db: Executor, type: ModelType, ids?: readonly string[]): Promise<(a: string, b: string) => boolean> {
  let query = db
    .selectFrom('dedupe_matches')
    .select('record_ids')
    .where('model_type', '=', type)
    .where('status', 'in', ['DISMISSED', 'NEEDS_MORE_INFORMATION']);
  if (ids) query = query.where(sql<boolean>`record_ids && ${sql.val(ids)}::uuid[]`);
  const groupsOfRecord = new Map<string, number[]>();
  (await query.execute()).forEach((row, index) => {
    for (const id of row.record_ids) groupsOfRecord.set(id, [...(groupsOfRecord.get(id) ?? []), index]);
  });
  if (!groupsOfRecord.size) return () => false;
  return (a, b) => {
    const groupsOfA = groupsOfRecord.get(a);
    const groupsOfB = groupsOfRecord.get(b);
    return Boolean(groupsOfA && groupsOfB && groupsOfA.some((group) => groupsOfB.includes(group)));
  };
}

/** A computed group, ready to write. */
export interface ComputedGroup {
  ids: string[];
  rule: string;
  score: number;
  lastCreatedAt: number;
}

const groupKey = (ids: readonly string[]) => [...ids].sort().join(',');

export interface TypeRefreshResult {
  records: number;
  groups: number;
  inserted: number;
  deleted: number;
  comparisons: number;
  /** Seconds reading, matching and writing. */
  readSeconds: number;
  matchSeconds: number;
  writeSeconds: number;
}

export interface RefreshOptions {
  threshold: number;
  modelTypes?: readonly ModelType[];
  readBatch?: number;
  onProgress?: (message: string) => void;
}

/** The full refresh of every model type (or `modelTypes`): reads everything, finds every group, rewrites the NEW ones. */
export async function refreshAll(db: Kysely<Database>, options: RefreshOptions): Promise<Record<ModelType, TypeRefreshResult | undefined>> {
  const results = {} as Record<ModelType, TypeRefreshResult | undefined>;
  for (const type of options.modelTypes ?? MODEL_TYPES) results[type] = await refreshType(db, type, options);
  return results;
}

async function refreshType(db: Kysely<Database>, type: ModelType, options: RefreshOptions): Promise<TypeRefreshResult> {
  const engine = ENGINES[type];
  const batch = options.readBatch ?? READ_BATCH;
  let started = performance.now();
  const prepared: { id: string }[] = [];
  const created: number[] = [];
  await streamRecords(db, type, batch, (page) => {
    for (const record of page) {
      prepared.push(engine.prepare(record.input as never));
      created.push(record.createdAt);
    }
    if (page.length === batch) options.onProgress?.(`${type}: ${prepared.length.toLocaleString('en-US')} records read`);
  });
  const readSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  const stats = { comparisons: 0, acceptedPairs: 0 };
  const sets = new DisjointSets(prepared.length);
  const pairs: { a: number; match: PairMatch }[] = [];
  const decided = await decidedPairs(db, type);
  await forEachCandidateMatch(prepared, engine.model, { threshold: options.threshold, stats }, (a, b, match) => {
    if (decided(prepared[a]!.id, prepared[b]!.id)) return;
    sets.union(a, b);
    pairs.push({ a, match });
  });
  const groups = groupsOf(sets, prepared.length, pairs).map((group): ComputedGroup => ({
    ids: group.members.map((index) => prepared[index]!.id),
    rule: group.rule,
    score: group.score,
    lastCreatedAt: Math.max(...group.members.map((index) => created[index]!)),
  }));
  const matchSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  const { inserted, deleted } = await writeGroups(db, type, groups, { scope: 'all' });
  return {
    records: prepared.length,
    groups: groups.length,
    inserted,
    deleted,
    comparisons: stats.comparisons,
    readSeconds,
    matchSeconds,
    writeSeconds: (performance.now() - started) / 1000,
  };
}

/**
 * Writes a run's groups: inserts the new ones (on conflict do nothing) and deletes the NEW groups the run replaces:
 * with `scope: 'all'` every NEW group of the type it did not find; with `replaces` (an incremental run) those NEW
 * groups among them it did not find again.
 */
export async function writeGroups(
  db: Kysely<Database>,
  type: ModelType,
  groups: readonly ComputedGroup[],
  { scope, replaces = [] }: { scope: 'all' | 'some'; replaces?: readonly { id: string; group_key: string }[] },
): Promise<{ inserted: number; deleted: number }> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LOCK_BASE + MODEL_TYPES.indexOf(type)})`.execute(trx);
    const found = new Map(groups.map((group) => [groupKey(group.ids), group]));
    const existing =
      scope === 'all'
        ? await trx.selectFrom('dedupe_matches').select(['id', 'group_key', 'status']).where('model_type', '=', type).execute()
        : await trx
            .selectFrom('dedupe_matches')
            .select(['id', 'group_key', 'status'])
            .where('model_type', '=', type)
            .where('group_key', 'in', [...found.keys(), ...replaces.map((group) => group.group_key), ''])
            .execute();
    const known = new Set(existing.map((row) => row.group_key));
    const candidates = scope === 'all' ? existing : existing.filter((row) => replaces.some((group) => group.id === row.id));
    const stale = candidates.filter((row) => row.status === 'NEW' && !found.has(row.group_key)).map((row) => row.id);
    let deleted = 0;
    for (let i = 0; i < stale.length; i += WRITE_BATCH) {
      const result = await trx
        .deleteFrom('dedupe_matches')
        .where('id', 'in', stale.slice(i, i + WRITE_BATCH))
        .where('status', '=', 'NEW')
        .executeTakeFirst();
      deleted += Number(result.numDeletedRows);
    }
    // Inserted as arrays (one parameter per column, whatever the batch): record_ids is the key split again.
    const fresh = [...found].filter(([key]) => !known.has(key));
    let inserted = 0;
    for (let i = 0; i < fresh.length; i += WRITE_BATCH) {
      const batch = fresh.slice(i, i + WRITE_BATCH);
      const result = await sql`
        insert into dedupe_matches (model_type, rule, score, record_ids, group_key, last_created_at, import_id)
        select ${type}, u.rule, u.score, string_to_array(u.group_key, ',')::uuid[], u.group_key, to_timestamp(u.created_ms / 1000.0),
               -- 'From Import': a case match takes the spreadsheet import of its newest imported case (migration 0038).
               case when ${type} = 'CASE' then (select c.import_id from cases c
                 where c.id = any(string_to_array(u.group_key, ',')::uuid[]) and c.import_id is not null
                 order by c.created_at desc, c.id desc limit 1) end
        from unnest(${sql.val(batch.map(([, group]) => group.rule))}::text[], ${sql.val(batch.map(([, group]) => group.score))}::real[],
                    ${sql.val(batch.map(([key]) => key))}::text[], ${sql.val(batch.map(([, group]) => group.lastCreatedAt))}::float8[])
             as u(rule, score, group_key, created_ms)
        on conflict (model_type, group_key) do nothing`.execute(trx);
      inserted += Number(result.numAffectedRows ?? 0);
    }
    return { inserted, deleted };
  });
}

/** Most candidates an incremental run reads for one record. */
const CANDIDATE_LIMIT = 5_000;

/** Ids of the records that may share a block with the record: read through the store's columns the blocks derive from. */
async function candidateIds(db: Executor, type: ModelType, input: InputOf[ModelType]): Promise<string[]> {
  if (type === 'CASE') {
    const record = input as CaseInput;
    const birth = dateNumber(record.birthdate);
    const iso = (date: number) =>
      `${Math.floor(date / 10_000)}-${String(Math.floor(date / 100) % 100).padStart(2, '0')}-${String(date % 100).padStart(2, '0')}`;
    const births = birth ? [birth, swappedDate(birth), birth - 10_000, birth + 10_000].filter(Boolean).map(iso) : [];
    const prefixes = [...new Set([...nameWords(record.firstName), ...nameWords(record.lastName)].map((word) => `${word.slice(0, 3)}%`))];
    const year = Math.floor(birth / 10_000);
    const prepared = prepareCase(record);
    const letters = [...new Set([...prepared.nameKeys.map((key) => key[0]!), prepared.given.full[0] ?? '', prepared.family.full[0] ?? ''])];
    // One branch per block kind, as a union: each reads its own way (the name prefixes through the persons' name
    // indexes, birth dates and the date of loss through theirs, migration 0036) instead of one scan for an OR.
    const branches = [
      ...(births.length
        ? [
            sql`select x.id from cases x join persons p on p.id = x.plaintiff_id where p.birthdate = any(${sql.val(births)}::date[])`,
            sql`select x.id from cases x join persons p on p.id = x.plaintiff_id
                where (lower(p.last_name) like any(${sql.val(prefixes)}::text[]) or lower(p.first_name) like any(${sql.val(prefixes)}::text[]))
                  and p.birthdate between ${`${year - 1}-01-01`}::date and ${`${year + 1}-12-31`}::date`,
          ]
        : []),
      // The date-of-loss blocks pair it with both name keys, whose Soundex starts with the name's (or its formal
      // name's) first letter.
      ...(record.dateOfLoss
        ? [
            sql`select x.id from cases x join persons p on p.id = x.plaintiff_id
                where x.date_of_loss = ${record.dateOfLoss}::date
                  and (left(lower(p.first_name), 1) = any(${sql.val(letters)}::text[]) or left(lower(p.last_name), 1) = any(${sql.val(letters)}::text[]))`,
          ]
        : []),
    ];
    if (!branches.length) return [];
    const { rows } = await sql<{ id: string }>`
      select id from (${sql.join(branches, sql` union `)}) as candidates where id <> ${record.id}::uuid limit ${CANDIDATE_LIMIT}`.execute(
      db,
    );
    return rows.map((row) => row.id);
  }
  if (type === 'CONTACT') {
    const record = input as InputOf['CONTACT'];
    const { rows } = await sql<{ id: string }>`
      select x.id from contacts x
      where x.id <> ${record.id}::uuid
        and (x.legal_organization_id = ${record.organizationId}::uuid or lower(x.email) = ${record.email.trim().toLowerCase()})
      limit ${CANDIDATE_LIMIT}`.execute(db);
    return rows.map((row) => row.id);
  }
  // Organisations are few: every one of the type.
  const record = input as InputOf['LEGAL_ORGANIZATION'];
  const { rows } = await sql<{ id: string }>`
    select x.id from legal_organizations x where x.id <> ${record.id}::uuid and x.type = ${record.type}`.execute(db);
  return rows.map((row) => row.id);
}

/** Whether two records share a key in one blocking pass. */
function shareBlock<P>(model: MatchModel<P>, a: P, b: P): boolean {
  return model.passes.some((pass) => {
    const keys = new Set<string | number>(pass(a));
    return pass(b).some((key) => keys.has(key));
  });
}

/**
 * The incremental run for one record (new, changed, merged or deleted): it is compared with the records of its blocks;
 * the groups it and its matches were in are worked out again among their members, and rewritten.
 */
export async function refreshRecord(
  db: Kysely<Database>,
  type: ModelType,
  id: string,
  { threshold }: { threshold: number },
): Promise<{ groups: number; inserted: number; deleted: number }> {
  const engine = ENGINES[type];
  const [record] = await loadRecords(db, type, [id]);
  const matched = new Set<string>();
  if (record) {
    const self = engine.prepare(record.input as never);
    const candidates = await loadRecords(db, type, await candidateIds(db, type, record.input));
    for (const candidate of candidates) {
      const other = engine.prepare(candidate.input as never);
      if (!shareBlock(engine.model, self, other)) continue;
      const match = engine.model.compare(self, other);
      if (match && match.score >= threshold) matched.add(other.id);
    }
  }
  // The NEW groups of the record or of its matches: worked out again among all their members.
  const touched = [id, ...matched];
  const replaces = await db
    .selectFrom('dedupe_matches')
    .select(['id', 'group_key', 'record_ids'])
    .where('model_type', '=', type)
    .where('status', '=', 'NEW')
    .where(sql<boolean>`record_ids && ${sql.val(touched)}::uuid[]`)
    .execute();
  const memberIds = [...new Set([...touched, ...replaces.flatMap((group) => group.record_ids)])];
  const members = await loadRecords(db, type, memberIds);
  const prepared = members.map((member) => engine.prepare(member.input as never));
  const sets = new DisjointSets(prepared.length);
  const pairs: { a: number; match: PairMatch }[] = [];
  const decided = await decidedPairs(db, type, memberIds);
  for (let a = 0; a < prepared.length; a++)
    for (let b = a + 1; b < prepared.length; b++) {
      if (decided(prepared[a]!.id, prepared[b]!.id)) continue;
      const match = engine.model.compare(prepared[a]!, prepared[b]!);
      if (!match || match.score < threshold) continue;
      sets.union(a, b);
      pairs.push({ a, match });
    }
  const groups = groupsOf(sets, prepared.length, pairs).map((group): ComputedGroup => ({
    ids: group.members.map((index) => prepared[index]!.id),
    rule: group.rule,
    score: group.score,
    lastCreatedAt: Math.max(...group.members.map((index) => members[index]!.createdAt)),
  }));
  const written = await writeGroups(db, type, groups, { scope: 'some', replaces });
  return { groups: groups.length, ...written };
}
