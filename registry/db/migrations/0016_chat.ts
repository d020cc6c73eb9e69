// Lien chat (issue 10): a lien's chat is a case_threads row of type LIEN_CHAT, at most one per lien (created when
// first asked for, registry/domain/chat/). Its messages are case_messages rows typed by the poster's side, with a
// read mark set when the other side's organisation reads them. Events name the chat message they are about.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table case_threads drop constraint case_threads_type_check`.execute(db);
  await sql`
    alter table case_threads add constraint case_threads_type_check
      check (type in ('DOCUMENTS_HIDDEN', 'DOCUMENT_REQUEST', 'LAW_FIRM_CHANGED', 'LIEN_REJECTION', 'LIEN_CHAT'))`.execute(db);
  await sql`alter table case_threads add constraint case_threads_lien_chat_has_lien check (type <> 'LIEN_CHAT' or lien_id is not null)`.execute(
    db,
  );
  await sql`create unique index case_threads_lien_chat_idx on case_threads (lien_id) where type = 'LIEN_CHAT'`.execute(db);

  await sql`
    alter table case_messages add column type text
      check (type is null or type in ('LAW_FIRM_POSTED_NOTE', 'LIENHOLDER_POSTED_NOTE'))`.execute(db);
  await sql`alter table case_messages add column read_at timestamptz`.execute(db);
  // Unread counts read only the unread messages of a chat.
  await sql`create index case_messages_unread_idx on case_messages (thread_id, type) where read_at is null`.execute(db);

  await sql`alter table events add column message_id uuid`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table events drop column message_id`.execute(db);
  await sql`drop index case_messages_unread_idx`.execute(db);
  await sql`alter table case_messages drop column read_at`.execute(db);
  await sql`alter table case_messages drop column type`.execute(db);
  await sql`delete from case_threads where type = 'LIEN_CHAT'`.execute(db);
  await sql`drop index case_threads_lien_chat_idx`.execute(db);
  await sql`alter table case_threads drop constraint case_threads_lien_chat_has_lien`.execute(db);
  await sql`alter table case_threads drop constraint case_threads_type_check`.execute(db);
  await sql`
    alter table case_threads add constraint case_threads_type_check
      check (type in ('DOCUMENTS_HIDDEN', 'DOCUMENT_REQUEST', 'LAW_FIRM_CHANGED', 'LIEN_REJECTION'))`.execute(db);
}
