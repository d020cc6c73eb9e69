// The database's own guard behind the registry's text limits (registry/domain/input.ts): the main free-text
// columns refuse what the API already refuses. NOT VALID: rows written before the limits existed stay readable
// and the migration does not scan the tables; every new or updated row is checked.
import { sql, type Kysely } from 'kysely';

const LIMITS: Array<[table: string, column: string, max: number]> = [
  ['persons', 'first_name', 100],
  ['persons', 'last_name', 100],
  ['contacts', 'first_name', 100],
  ['contacts', 'last_name', 100],
  ['contacts', 'email', 254],
  ['legal_organizations', 'name', 255],
  ['tags', 'name', 50],
  ['external_keys', 'registry_external_id', 255],
  ['activities', 'note', 5000],
  ['case_messages', 'note', 5000],
];

const constraint = (table: string, column: string) => `${table}_${column}_length_check`;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, column, max] of LIMITS) {
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(constraint(table, column))} check (char_length(${sql.ref(column)}) <= ${sql.lit(max)}) not valid`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, column] of LIMITS) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(constraint(table, column))}`.execute(db);
  }
}
