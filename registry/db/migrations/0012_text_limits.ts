// The database's own guard behind the registry's text limits (registry/domain/input.ts): the main free-text
// columns refuse a value over its limit (SQLSTATE 23514, check_violation). A trigger rather than a CHECK
// constraint, because it judges only values that are written: a row stored before the limits existed keeps its
// text and can still be updated in its other columns (moved by a merge, given a birth date) without a failure.
import { sql, type Kysely } from 'kysely';

const LIMITS: Record<string, Array<[column: string, max: number]>> = {
  persons: [
    ['first_name', 100],
    ['last_name', 100],
  ],
  contacts: [
    ['first_name', 100],
    ['last_name', 100],
    ['email', 254],
  ],
  legal_organizations: [['name', 255]],
  tags: [['name', 50]],
  external_keys: [['registry_external_id', 255]],
  activities: [['note', 5000]],
  case_messages: [['note', 5000]],
};

const trigger = (table: string) => `${table}_text_limits`;

export async function up(db: Kysely<any>): Promise<void> {
  // Arguments: column, limit, column, limit ...
  await sql`
    create function text_limits_guard() returns trigger language plpgsql as $$
    declare
      i int := 0;
      value text;
    begin
      while i < tg_nargs loop
        value := to_jsonb(new) ->> tg_argv[i];
        if char_length(value) > tg_argv[i + 1]::int
           and (tg_op = 'INSERT' or value is distinct from (to_jsonb(old) ->> tg_argv[i])) then
          raise exception '%.% is longer than % characters', tg_table_name, tg_argv[i], tg_argv[i + 1]
            using errcode = 'check_violation';
        end if;
        i := i + 2;
      end loop;
      return new;
    end $$`.execute(db);
  for (const [table, columns] of Object.entries(LIMITS)) {
    const args = sql.join(columns.flatMap(([column, max]) => [sql.lit(column), sql.lit(String(max))]));
    await sql`create trigger ${sql.id(trigger(table))} before insert or update on ${sql.table(table)}
      for each row execute function text_limits_guard(${args})`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of Object.keys(LIMITS)) await sql`drop trigger ${sql.id(trigger(table))} on ${sql.table(table)}`.execute(db);
  await sql`drop function text_limits_guard()`.execute(db);
}
