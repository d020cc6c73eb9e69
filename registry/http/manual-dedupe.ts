// Staff's manual case dedupe (issue 14; spec 002 §2, §7): the organisation search of the picker, the chosen
// organisation's cases (page size 20), the merge preview and the merge. Staff only (never while impersonating); the
// case reads and the merge are in the access log (plaintiff names, birth dates).
import type { FastifyInstance } from 'fastify';
import { validationError, type FieldErrors } from '../domain/errors.ts';
import { parseText, TEXT_LIMITS } from '../domain/input.ts';
import { organizationKind } from '../domain/kinds.ts';
import {
  MANUAL_DEDUPE_PAGE_SIZE,
  mergeManualCases,
  parseCaseSearch,
  parseOrganization,
  previewManualMerge,
  searchOrganizationCases,
  serializeManualDedupeCase,
} from '../domain/manual-dedupe.ts';
import { searchDirectory } from '../domain/organizations.ts';
import { parsePageSize, type Query } from '../domain/paging.ts';
import { contextOf } from './permissions.ts';
import { pageUrl } from './paging.ts';
import type { RouteDeps } from './types.ts';

const INTERNAL = '/api/registry/v1/internal';
const ORGANIZATIONS = `${INTERNAL}/legal-organizations/`;
const BASE = `${INTERNAL}/manual-case-dedupe`;
/** The picker's largest page. */
const MAX_ORGANIZATIONS_PAGE = 100;

export function manualDedupeRoutes(app: FastifyInstance, { db, settings }: RouteDeps): void {
  const referral = settings.referralLawFirmIsLawFirm;

  // The internal legal-organization search (spec 002 §7: the picker's "internal legal-organization search"): id,
  // name, type and side, by name. Staff only, unlike legal-organizations-light/ (any account, and no staff without
  // one). The dedupe slice's verification list may serve this path too (registered before this module): then it
  // stays theirs, and its answer has these fields.
  if (!app.hasRoute({ method: 'GET', url: ORGANIZATIONS })) {
    app.get(ORGANIZATIONS, { config: { permission: 'staff', audit: 'none' } }, async (request) => {
      const query = request.query as Query;
      const errors: FieldErrors = {};
      const search = parseText(query.search, 'search', errors, { max: TEXT_LIMITS.search }) ?? '';
      if (Object.keys(errors).length) throw validationError(errors);
      const size = parsePageSize(query.page_size);
      const found = await searchDirectory(db, {
        types: [],
        kindTypes: null,
        search,
        pageSize: size === 'off' ? MAX_ORGANIZATIONS_PAGE : Math.min(size, MAX_ORGANIZATIONS_PAGE),
      });
      return {
        count: found.count,
        next: null,
        previous: null,
        results: found.results.map((row) => ({
          id: row.id,
          name: row.name,
          type: row.type,
          kind: organizationKind(row.type, referral),
        })),
      };
    });
  }

  app.get(`${BASE}/cases/`, { config: { permission: 'staff', audit: 'case.list' } }, async (request) => {
    const query = request.query as Query;
    const organization = await parseOrganization(db, query.organization, referral);
    const search = parseCaseSearch(query, organization);
    const { count, rows } = await searchOrganizationCases(db, search);
    return {
      count,
      next: search.page * MANUAL_DEDUPE_PAGE_SIZE < count ? pageUrl(request, { page: String(search.page + 1) }) : null,
      previous: search.page > 1 ? pageUrl(request, { page: search.page === 2 ? null : String(search.page - 1) }) : null,
      results: rows.map(serializeManualDedupeCase),
    };
  });

  app.post(`${BASE}/preview-merge/`, { config: { permission: 'staff', audit: 'case.view' } }, async (request) =>
    previewManualMerge(db, request.body, referral),
  );

  app.post(`${BASE}/merge/`, { config: { permission: 'staff', audit: 'case.update' } }, async (request) => ({
    canonical_case_id: await mergeManualCases(db, contextOf(request), request.body, referral),
  }));
}
