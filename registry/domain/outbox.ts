// History and events. Every write calls these inside its own transaction, so a change, its activity and its
// outbox events commit (or roll back) together; the SSE stream only ever reads committed events.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { RequestContext } from './context.ts';
import { noteTouched } from './access-log.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export type EventType = 'case.updated' | 'activity.created' | 'lien.updated' | 'session.revoked';

/** The organisations that can see a case: its law firm and every lienholder with a non-rejected lien on it. */
export async function caseAudience(trx: Executor, caseId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('cases')
    .select('law_firm_id as organization_id')
    .where('id', '=', caseId)
    .where('law_firm_id', 'is not', null)
    .union(
      trx
        .selectFrom('liens')
        .select('lienholder_id as organization_id')
        .where('case_id', '=', caseId)
        .where('verification_status', '!=', 'REJECTED'),
    )
    .execute();
  return rows.map((row) => row.organization_id).filter((id): id is string => id !== null).sort();
}

export interface NewActivity {
  type: string;
  note?: string;
  caseId: string | null;
  lienId?: string | null;
  data?: Record<string, unknown>;
}

export async function recordActivity(trx: Executor, ctx: RequestContext, activity: NewActivity): Promise<string> {
  noteTouched(activity.caseId, activity.lienId);
  const { id } = await trx
    .insertInto('activities')
    .values({
      type: activity.type,
      note: activity.note ?? '',
      case_id: activity.caseId,
      lien_id: activity.lienId ?? null,
      created_by_user_id: ctx.user.id,
      created_by_organization_id: ctx.organization?.id ?? null,
      created_by_name: `${ctx.user.first_name} ${ctx.user.last_name}`.trim(),
      // An impersonating staff member acts as the user but is recorded as internal.
      is_internal_user: ctx.isStaff || Boolean(ctx.impersonatedBy),
      activity_data: JSON.stringify(activity.data ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export interface NewEvent {
  type: EventType;
  caseId: string | null;
  lienId?: string | null;
  activityId?: string | null;
  organizationIds: string[];
  /** `session.revoked`: the session that ended (no organisation receives it; the BFF closes its sockets). */
  sessionId?: string | null;
}

export async function emitEvents(trx: Executor, events: NewEvent[]): Promise<void> {
  if (!events.length) return;
  for (const event of events) noteTouched(event.caseId, event.lienId);
  // Readers follow `id > last`. Holding this transaction-scoped lock from id allocation until commit makes ids
  // become visible in order, so a reader can never skip an id that commits late.
  await sql`select pg_advisory_xact_lock(7270001)`.execute(trx);
  await trx
    .insertInto('events')
    .values(
      events.map((event) => ({
        type: event.type,
        case_id: event.caseId,
        lien_id: event.lienId ?? null,
        activity_id: event.activityId ?? null,
        session_id: event.sessionId ?? null,
        organization_ids: sql<string[]>`${`{${event.organizationIds.join(',')}}`}::uuid[]`,
      })),
    )
    .execute();
}
