// Organisation routes: the visible organisations (domain/organizations.ts) and the directory by name.
import type { FastifyInstance } from 'fastify';
import { invalidChoice, MESSAGES, notFound, validationError } from '../domain/errors.ts';
import { lawFirmTypes } from '../domain/kinds.ts';
import { isUuid } from '../domain/ids.ts';
import { findVisibleOrganization, searchDirectory, visibleOrganizationPages } from '../domain/organizations.ts';
import { parsePageSize, type Query } from '../domain/paging.ts';
import { serializeOrganization } from '../domain/serialize.ts';
import { viewerOf } from './permissions.ts';
import { offsetPage } from './paging.ts';
import type { RouteDeps } from './types.ts';

export function organizationRoutes(app: FastifyInstance, { db, settings }: RouteDeps): void {
  const serialize = (row: Parameters<typeof serializeOrganization>[0]) => serializeOrganization(row, settings.referralLawFirmIsLawFirm);

  app.get('/api/registry/v1/beta/organizations/', { config: { permission: 'account', audit: 'none' } }, async (request) => {
    const viewer = viewerOf(request);
    const query = request.query as Query;
    const ids = query.id
      ?.split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    if (ids?.some((id) => !isUuid(id))) throw validationError({ id: [MESSAGES.invalidUuid] });
    return offsetPage(request, query, visibleOrganizationPages(db, viewer, ids), (rows) => rows.map(serialize));
  });

  app.get('/api/registry/v1/beta/organizations/:id/', { config: { permission: 'account', audit: 'none' } }, async (request) => {
    const { id } = request.params as { id: string };
    if (!isUuid(id)) throw notFound();
    const row = await findVisibleOrganization(db, viewerOf(request), id);
    if (!row) throw notFound();
    return serialize(row);
  });

  // The directory of organisations by name (law firm search when a case changes hands, adding a lienholder to a
  // case): only id, name, type, city and state, which are not protected data, for any signed-in account.
  app.get('/api/registry/v1/legal-organizations-light/', { config: { permission: 'account', audit: 'none' } }, async (request) => {
    const query = request.query as Query;
    const types = (query.type ?? '')
      .split(',')
      .map((type) => type.trim())
      .filter(Boolean);
    // kind=LAW_FIRM|LIENHOLDER follows the referral-firm setting, so clients need not know which types are which.
    let kindTypes: { operator: 'in' | 'not in'; types: string[] } | null = null;
    if (query.kind !== undefined) {
      if (query.kind !== 'LAW_FIRM' && query.kind !== 'LIENHOLDER') throw validationError({ kind: [invalidChoice(query.kind)] });
      kindTypes = { operator: query.kind === 'LAW_FIRM' ? 'in' : 'not in', types: lawFirmTypes(settings.referralLawFirmIsLawFirm) };
    }
    const found = await searchDirectory(db, {
      types,
      kindTypes,
      search: query.search ?? '',
      pageSize: parsePageSize(query.page_size ?? '50'),
    });
    return { count: found.count, next: null, previous: null, results: found.results };
  });
}
