// The spreadsheet import (issue 14 item 6; DECISIONS 17, 21; registry/domain/case-uploads/): a received file is read
// by a job (PARSING → PARSED or PARSE_FAILED), staff map its columns to case fields, choose the organisation the cases
// are for and import it (IMPORTING → IMPORTED or IMPORT_FAILED). The file keeps what the parse found (the header,
// the first rows for the preview, how many rows, formula cells flagged, or why it could not be read) and what the
// import did (who, when, how many cases, how many rows skipped). Cases gain import_id: the import is their source
// (the dedupe queue's 'From Import').
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table bulk_data_imports drop constraint bulk_data_imports_status_check`.execute(db);
  await sql`
    alter table bulk_data_imports
      add constraint bulk_data_imports_status_check check (status in (
        'RECEIVED', 'PARSING', 'PARSED', 'PARSE_FAILED', 'IMPORTING', 'IMPORTED', 'IMPORT_FAILED', 'FAILED')),
      add column file_format text check (file_format in ('CSV', 'XLSX')),
      add column columns jsonb,
      add column preview_rows jsonb,
      add column row_count integer check (row_count >= 0),
      add column rows_capped boolean not null default false,
      add column formula_cells integer not null default 0 check (formula_cells >= 0),
      add column parse_error text check (length(parse_error) <= 2000),
      add column parsed_at timestamptz,
      add column column_mapping jsonb,
      add column organization_id uuid references legal_organizations(id) on delete set null,
      add column imported_case_count integer check (imported_case_count >= 0),
      add column skipped_row_count integer check (skipped_row_count >= 0),
      add column import_error text check (length(import_error) <= 2000),
      add column imported_by_user_id uuid references users(id) on delete set null,
      add column imported_at timestamptz`.execute(db);
  await sql`alter table cases add column import_id uuid references bulk_data_imports(id) on delete set null`.execute(db);
  await sql`create index cases_import_id_idx on cases (import_id) where import_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index cases_import_id_idx`.execute(db);
  await sql`alter table cases drop column import_id`.execute(db);
  await sql`update bulk_data_imports set status = 'FAILED' where status in ('PARSE_FAILED', 'IMPORT_FAILED')`.execute(db);
  await sql`update bulk_data_imports set status = 'PARSED' where status = 'IMPORTING'`.execute(db);
  await sql`
    alter table bulk_data_imports
      drop constraint bulk_data_imports_status_check,
      drop column file_format, drop column columns, drop column preview_rows, drop column row_count, drop column rows_capped,
      drop column formula_cells, drop column parse_error, drop column parsed_at, drop column column_mapping,
      drop column organization_id, drop column imported_case_count, drop column skipped_row_count, drop column import_error,
      drop column imported_by_user_id, drop column imported_at,
      add constraint bulk_data_imports_status_check check (status in ('RECEIVED', 'PARSING', 'PARSED', 'IMPORTED', 'FAILED'))`.execute(db);
}
