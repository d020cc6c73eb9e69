// Portfolio routes (both sides) and the escrow agent's status update.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { countPortfolio, facetGroups, findPortfolioPage, type PortfolioRow } from '../domain/portfolio/queries.ts';
import { findCase, hydrateCases } from '../domain/case.ts';
import { HttpError, MESSAGES, notFound } from '../domain/errors.ts';
import { isUuid } from '../domain/ids.ts';
import {
  decodeCursor,
  effectiveOrdering,
  encodeCursor,
  foldCounts,
  formatOrdering,
  parseFilters,
  parseOrdering,
  type Ordering,
} from '../domain/portfolio/rules.ts';
import { facetsOf, namedFacetValues, parseFacetSearch } from '../domain/portfolio/facets.ts';
import { parsePage, parsePageSize, type Query } from '../domain/paging.ts';
import { parseStatusUpdate, updateCaseStatus } from '../domain/case-status.ts';
import { changeRepresentation, parseRepresentationChange } from '../domain/representation/by-law-firm.ts';
import { parseCaseDetails, updateCaseDetails } from '../domain/case-details.ts';
import { mergeCases, parseCaseIds, parsePreviewedAt, previewMerge } from '../domain/merge.ts';
import type { Viewer } from '../domain/context.ts';
import { caseReadingOf, contextOf, viewerOf } from './permissions.ts';
import { pageUrl } from './paging.ts';
import type { RouteDeps } from './types.ts';

export function portfolioRoutes(app: FastifyInstance, { db, settings }: RouteDeps): void {
  const hydrate = (request: FastifyRequest, rows: PortfolioRow[], viewer: Viewer) =>
    hydrateCases(db, rows, viewer, caseReadingOf(request, settings));

  async function findOne(request: FastifyRequest, viewer: Viewer, id: string) {
    if (!isUuid(id)) throw notFound();
    const kase = await findCase(db, viewer, id, caseReadingOf(request, settings));
    if (!kase) throw notFound();
    return kase;
  }

  for (const prefix of ['/api/registry/v1/:role/portfolio', '/api/registry/v1/beta/:role/portfolio']) {
    app.get(`${prefix}/`, { config: { permission: 'role', audit: 'case.list' } }, async (request) => {
      const viewer = viewerOf(request);
      const query = request.query as Query;
      const filters = parseFilters(query, viewer.kind);
      const ordering = effectiveOrdering(parseOrdering(query.ordering, viewer.kind), filters, viewer.kind);
      const pageSize = parsePageSize(query.page_size);
      const page = parsePage(query.page);
      const cursor = query.cursor ? decodeCursor(query.cursor, ordering) : null;
      const countPromise = countPortfolio(db, viewer, filters);

      if (pageSize === 'off') {
        const rows = await findPortfolioPage(db, viewer, filters, { ordering, limit: null });
        return { count: await countPromise, next: null, previous: null, results: await hydrate(request, rows, viewer) };
      }

      if (page !== null && !cursor) {
        const rows = await findPortfolioPage(db, viewer, filters, { ordering, limit: pageSize, offset: (page - 1) * pageSize });
        const count = await countPromise;
        if (page > 1 && !rows.length) throw new HttpError(404, { detail: MESSAGES.invalidPage });
        return {
          count,
          next: page * pageSize < count ? pageUrl(request, { page: String(page + 1) }) : null,
          previous: page > 1 ? pageUrl(request, { page: page === 2 ? null : String(page - 1) }) : null,
          results: await hydrate(request, rows, viewer),
        };
      }

      // Keyset paging: fetch one row more than asked to learn whether there is a page beyond.
      const backwards = cursor?.backwards ?? false;
      const fetched = await findPortfolioPage(db, viewer, filters, {
        ordering,
        limit: pageSize + 1,
        keyset: cursor ? { key: cursor.key, id: cursor.id, backwards } : undefined,
      });
      const more = fetched.length > pageSize;
      const rows = more ? (backwards ? fetched.slice(1) : fetched.slice(0, pageSize)) : fetched;
      const link = (row: PortfolioRow | undefined, toBackwards: boolean) =>
        row ? pageUrl(request, { page: null, cursor: cursorOf(ordering, row, toBackwards) }) : null;
      const first = rows[0];
      const last = rows.at(-1);
      return {
        count: await countPromise,
        next: backwards || more ? link(last, false) : null,
        previous: backwards ? (more ? link(first, true) : null) : cursor ? link(first, true) : null,
        results: await hydrate(request, rows, viewer),
        // The keyset cursor after each row, so a client can resume from any of them (GraphQL edge cursors).
        cursors: rows.map((row) => cursorOf(ordering, row, false)),
      };
    });

    app.get(`${prefix}/counts/`, { config: { permission: 'role', audit: 'none' } }, async (request) => {
      const viewer = viewerOf(request);
      const filters = parseFilters(request.query as Query, viewer.kind);
      const [groups, facets] = await Promise.all([facetGroups(db, viewer, filters), facetsOf(db, viewer, filters)]);
      return { ...foldCounts(groups, filters, viewer.kind), ...facets };
    });

    app.get(`${prefix}/search/`, { config: { permission: 'role', audit: 'none' } }, async (request) => {
      const viewer = viewerOf(request);
      const query = request.query as Query;
      const { facet, search } = parseFacetSearch(query, viewer.kind);
      const filters = parseFilters(query, viewer.kind);
      return { results: (await namedFacetValues(db, viewer, filters, facet, search)).values };
    });

    app.get(`${prefix}/:id/`, { config: { permission: 'role', audit: 'case.view' } }, async (request) => {
      return findOne(request, viewerOf(request), (request.params as { id: string }).id);
    });

    app.patch(`${prefix}/:id/details/`, { config: { permission: 'role', audit: 'case.update' } }, async (request) => {
      const viewer = viewerOf(request);
      const { id } = request.params as { id: string };
      if (!isUuid(id)) throw notFound();
      await updateCaseDetails(db, contextOf(request), viewer, id, parseCaseDetails(request.body));
      return findOne(request, viewer, id);
    });
  }

  app.patch(
    '/api/registry/v1/escrow-agent/portfolio/:id/',
    { config: { permission: 'law-firm', audit: 'case.update' } },
    async (request) => {
      const viewer = viewerOf(request);
      const { id } = request.params as { id: string };
      if (!isUuid(id)) throw notFound();
      const update = parseStatusUpdate(request.body);
      await updateCaseStatus(db, contextOf(request), viewer, id, update);
      return findOne(request, viewer, id);
    },
  );
}

export function representationRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  // Both sides merge duplicates; the domain limits a lienholder to cases it holds liens on, of one law firm.
  app.post('/api/registry/v1/:role/portfolio/preview-merge/', { config: { permission: 'role', audit: 'case.view' } }, async (request) =>
    previewMerge(db, viewerOf(request), parseCaseIds(request.body)),
  );

  app.post('/api/registry/v1/:role/portfolio/merge/', { config: { permission: 'role', audit: 'case.update' } }, async (request) => {
    const ids = parseCaseIds(request.body);
    const previewedAt = parsePreviewedAt(request.body);
    return { canonical_case_id: await mergeCases(db, contextOf(request), viewerOf(request), ids, previewedAt) };
  });

  app.patch(
    '/api/registry/v1/escrow-agent/portfolio/:id/change-law-firm/',
    { config: { permission: 'law-firm', audit: 'case.update' } },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      if (!isUuid(id)) throw notFound();
      await changeRepresentation(db, contextOf(request), viewerOf(request), id, parseRepresentationChange(request.body));
      // The case has left the firm's portfolio: nothing of it to return.
      return reply.code(204).send();
    },
  );
}

function cursorOf(ordering: Ordering, row: PortfolioRow, backwards: boolean): string {
  return encodeCursor({ ordering: formatOrdering(ordering), key: row.sort_key, id: row.id, backwards });
}
