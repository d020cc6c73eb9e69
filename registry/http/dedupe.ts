// Staff's dedupe queue (issue 14; registry/domain/dedupe/; spec 002 §2, §4, §7): the matches of cases, contacts and
// legal organisations with their counts per status, the decisions (merge, dismiss, needs more information) and a full refresh of the
// matches (the 'dedupe.refresh' job). Legal organisations are not merged here (400: the verification tab merges them).
// Staff only, never while impersonating ('staff' permission).
//
// Access log: a case match carries plaintiff names and birth dates, so every list of case matches is logged with the
// cases it showed (the route writes that entry itself: the generic hook would take the match ids for case ids), and
// every decision names the match and the cases it was about (written with the decision's transaction).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accessLogInsert, type AccessObjectType } from '../domain/access-log/entries.ts';
import {
  dismissMatch,
  markNeedsMoreInformation,
  mergeMatch,
  parseMergeChoice,
  parseNeedsMoreInformation,
} from '../domain/dedupe/actions.ts';
import {
  DEDUPE_PAGE_SIZE,
  findMatch,
  parseCursor,
  parseFilters,
  parseStatus,
  queueCounts,
  queueSource,
  serializeMatches,
  type DedupeModel,
} from '../domain/dedupe/queue.ts';
import { HttpError } from '../domain/errors.ts';
import { NO_DOCUMENT_FOUND } from '../domain/dedupe/actions.ts';
import { parsePageSize, type Query } from '../domain/paging.ts';
import { offsetPage, pageUrl } from './paging.ts';
import { contextOf } from './permissions.ts';
import type { RouteDeps } from './types.ts';

const BASE = '/api/registry/v1/staff/dedupe';

/** The job the matching engine registers (registry/jobs/, the engine's slice). */
export const DEDUPE_REFRESH_JOB = 'dedupe.refresh';
export const REFRESH_UNAVAILABLE = 'Refreshing matches is not available yet. Try again later.';

const MODELS: { path: string; model: DedupeModel; objectType: AccessObjectType }[] = [
  { path: 'cases', model: 'CASE', objectType: 'case' },
  { path: 'contacts', model: 'CONTACT', objectType: 'contact' },
  { path: 'legal-organizations', model: 'LEGAL_ORGANIZATION', objectType: 'organization' },
];

export function dedupeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  /** The read's access-log entry: the matches and the records they showed (the cases, for case matches). */
  async function logRead(
    request: FastifyRequest,
    objectType: AccessObjectType,
    results: { id: string; matched_ids: string[] }[],
    verb: 'list' | 'view' = 'list',
  ) {
    const scope = request.accessScope;
    if (!scope) return;
    const recordIds = [...new Set(results.flatMap((match) => match.matched_ids))];
    await accessLogInsert(db, [
      {
        ...scope.actor,
        verb,
        objectType,
        objectIds: [...results.map((match) => match.id), ...recordIds],
        caseIds: objectType === 'case' ? recordIds : [],
        lienIds: [],
      },
    ]).execute();
    // Written: the generic hooks write nothing more for this request.
    request.accessScope = null;
  }

  for (const { path, model, objectType } of MODELS) {
    const read = { config: { permission: 'staff' as const, audit: `${objectType}.list` as const } };
    const write = { config: { permission: 'staff' as const, audit: `${objectType}.update` as const } };

    // ?page= pages as everywhere; ?after=<a match's cursor> resumes after that match (the BFF's connection: cards
    // that leave the list do not shift what comes next).
    app.get(`${BASE}/${path}/`, read, async (request) => {
      const query = request.query as Query;
      const filters = parseFilters(query);
      const status = parseStatus(query.status);
      const after = parseCursor(query.after);
      const pageSize = query.page_size ?? String(DEDUPE_PAGE_SIZE);
      const source = queueSource(db, model, status, filters, after);
      if (!after) {
        const page = await offsetPage(request, { ...query, page_size: pageSize }, source, (rows) => serializeMatches(db, model, rows));
        await logRead(request, objectType, page.results);
        return page;
      }
      const size = parsePageSize(pageSize);
      const limit = size === 'off' ? null : size;
      const [rows, count] = await Promise.all([source.rows(limit === null ? null : limit + 1, 0), source.count()]);
      const more = limit !== null && rows.length > limit;
      const results = await serializeMatches(db, model, more ? rows.slice(0, limit) : rows);
      const last = results.at(-1);
      const page = { count, next: more && last?.cursor ? pageUrl(request, { after: last.cursor, page: null }) : null, results };
      await logRead(request, objectType, page.results);
      return page;
    });

    app.get<{ Params: { id: string } }>(
      `${BASE}/${path}/:id/`,
      { config: { permission: 'staff', audit: `${objectType}.view` } },
      async (request) => {
        const match = await findMatch(db, model, request.params.id);
        if (!match) throw new HttpError(404, { detail: NO_DOCUMENT_FOUND });
        await logRead(request, objectType, [match], 'view');
        return match;
      },
    );

    // Counts name no record; the read is logged like the list's (an entry without ids).
    app.get(`${BASE}/${path}/counts/`, read, async (request) => queueCounts(db, model, parseFilters(request.query as Query)));

    app.patch<{ Params: { id: string } }>(`${BASE}/${path}/:id/merge/`, write, async (request) =>
      mergeMatch(db, contextOf(request), model, request.params.id, parseMergeChoice(request.body)),
    );
    app.patch<{ Params: { id: string } }>(`${BASE}/${path}/:id/dismiss/`, write, async (request) =>
      dismissMatch(db, contextOf(request), model, request.params.id, request.body),
    );
    app.patch<{ Params: { id: string } }>(`${BASE}/${path}/:id/needs_more_information/`, write, async (request) =>
      markNeedsMoreInformation(db, contextOf(request), model, request.params.id, parseNeedsMoreInformation(request.body)),
    );
  }

  app.post(`${BASE}/refresh/`, { config: { permission: 'staff', audit: 'none' } }, async (_request, reply: FastifyReply) => {
    try {
      // One refresh waiting at a time: a second click while one is queued adds nothing.
      await deps.adapters.jobs.enqueue(DEDUPE_REFRESH_JOB, { scope: 'all' }, { key: 'all' });
    } catch (error) {
      // The engine's worker is not registered in this build: say so rather than fail.
      if (error instanceof Error && error.message.includes(`no job named ${DEDUPE_REFRESH_JOB}`))
        throw new HttpError(503, { detail: REFRESH_UNAVAILABLE });
      throw error;
    }
    return reply.code(202).send({ queued: true });
  });
}
