// Staff's verification of contacts and legal organisations (issue 14; registry/domain/verification/; spec 002 §2–§5,
// §7, §8; DECISIONS 20, 22). Staff only, never while impersonating ('staff' permission); every read of contacts or
// organisations is in the access log (the generic hook names what the answer holds), every decision names its record.
//
//   GET   /staff/verification/{contacts,legal-organizations}/            ?status=new|needs_more_information, search,
//                                                                       related_to_compulsion_firm, created_by_organization,
//                                                                       ordering, page (10 a page)
//   GET   /staff/verification/{contacts,legal-organizations}/counts/     the status radio's counts
//   GET   /staff/verification/{contacts,legal-organizations}/{id}/
//   PATCH /staff/verification/{contacts,legal-organizations}/{id}/       { note, could_not_manually_verify: true }
//   PATCH /staff/verification/{…}/{id}/needs_more_information/          { note }   (stays listed, note updated)
//   PATCH /staff/verification/{…}/{id}/dismiss/                         { needs_more_information: true, note }
//   PATCH /staff/verification/legal-organizations/{id}/verify/          { verified_match_id? }
//   PATCH /internal/contacts/{id}/                                      the Verify Contact form (§7)
//   GET   /internal/verified-matches/                                   ?search, page (10 a page): verified organisations
//   GET   /internal/legal-organizations/{id}/                           the staff view of one organisation
//   POST  /internal/legal-organizations/, PUT /internal/legal-organizations/{id}/   the Verified Match form
// GET /internal/legal-organizations/ itself stays the manual-dedupe picker's (registry/http/manual-dedupe.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, validationError } from '../domain/errors.ts';
import { isUuid } from '../domain/ids.ts';
import { TEXT_LIMITS, textProblem } from '../domain/input.ts';
import type { OffsetPageSource, Query } from '../domain/paging.ts';
import {
  contactCouldNotVerify,
  contactNeedsMoreInformation,
  NO_DOCUMENT_FOUND,
  organizationCouldNotVerify,
  organizationNeedsMoreInformation,
  parseCouldNotVerify,
  parseDismiss,
  parseRequiredNote,
  parseVerifyContact,
  parseVerifyOrganization,
  verifyContact,
  verifyOrganization,
} from '../domain/verification/actions.ts';
import {
  contactCounts,
  contactsSource,
  findVerificationContact,
  organizationCounts,
  organizationsSource,
  parseListStatus,
  parseVerificationFilters,
  staffOrganizations,
  VERIFICATION_PAGE_SIZE,
  verifiedMatchesSource,
} from '../domain/verification/queue.ts';
import { createVerifiedMatch, parseVerifiedMatch, updateVerifiedMatch } from '../domain/verification/verified-matches.ts';
import { offsetPage, pageUrl } from './paging.ts';
import { contextOf } from './permissions.ts';
import type { RouteDeps } from './types.ts';

const V1 = '/api/registry/v1';
const BASE = `${V1}/staff/verification`;
const INTERNAL = `${V1}/internal`;
/** The verification tables and the drawer page 10 at a time (spec 002 §5, §9); page_size may ask up to 100. */
const MAX_PAGE_SIZE = 100;

const gone = () => new HttpError(404, { detail: NO_DOCUMENT_FOUND });

function pageQuery(query: Query): Query {
  const size = query.page_size ?? String(VERIFICATION_PAGE_SIZE);
  if (!/^\d+$/.test(size) || Number(size) < 1 || Number(size) > MAX_PAGE_SIZE)
    throw validationError({ page_size: [`Ensure this value is between 1 and ${MAX_PAGE_SIZE}.`] });
  return { ...query, page_size: size };
}

/**
 * A page of a verification list: by `page` as everywhere, or with `after` (a row's cursor) the rows after it, `next`
 * naming the last row's cursor (the BFF's connection: rows that leave the list do not shift what comes next).
 */
async function listPage<T extends { cursor?: string }>(request: FastifyRequest, query: Query, source: OffsetPageSource<T>) {
  if (!query.after) return offsetPage(request, query, source, (rows) => rows);
  const size = Number(query.page_size);
  const [rows, count] = await Promise.all([source.rows(size + 1, 0), source.count()]);
  const results = rows.slice(0, size);
  const last = results.at(-1);
  const next = rows.length > size && last?.cursor ? pageUrl(request, { after: last.cursor, page: null }) : null;
  return { count, next, previous: null, results };
}

export function verificationRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, settings } = deps;
  const referral = settings.referralLawFirmIsLawFirm;
  const contactRead = { config: { permission: 'staff' as const, audit: 'contact.list' as const } };
  const contactWrite = { config: { permission: 'staff' as const, audit: 'contact.update' as const } };
  const orgRead = { config: { permission: 'staff' as const, audit: 'organization.list' as const } };
  const orgWrite = { config: { permission: 'staff' as const, audit: 'organization.update' as const } };

  // ------------------------------------------------------------------------------------------------------ contacts
  app.get(`${BASE}/contacts/`, contactRead, async (request) => {
    const query = pageQuery(request.query as Query);
    return listPage(request, query, contactsSource(db, parseListStatus(query.status), parseVerificationFilters(query)));
  });
  app.get(`${BASE}/contacts/counts/`, contactRead, async (request) => contactCounts(db, parseVerificationFilters(request.query as Query)));
  app.get<{ Params: { id: string } }>(
    `${BASE}/contacts/:id/`,
    { config: { permission: 'staff', audit: 'contact.view' } },
    async (request) => (await findVerificationContact(db, request.params.id)) ?? Promise.reject(gone()),
  );
  app.patch<{ Params: { id: string } }>(`${BASE}/contacts/:id/`, contactWrite, async (request) =>
    contactCouldNotVerify(db, contextOf(request), request.params.id, parseCouldNotVerify(request.body)),
  );
  app.patch<{ Params: { id: string } }>(`${BASE}/contacts/:id/needs_more_information/`, contactWrite, async (request) =>
    contactNeedsMoreInformation(db, contextOf(request), request.params.id, parseRequiredNote(request.body)),
  );
  app.patch<{ Params: { id: string } }>(`${BASE}/contacts/:id/dismiss/`, contactWrite, async (request) =>
    contactNeedsMoreInformation(db, contextOf(request), request.params.id, parseDismiss(request.body)),
  );
  app.patch<{ Params: { id: string } }>(`${INTERNAL}/contacts/:id/`, contactWrite, async (request) =>
    verifyContact(db, contextOf(request), request.params.id, parseVerifyContact(request.body)),
  );

  // ------------------------------------------------------------------------------------------------- organisations
  app.get(`${BASE}/legal-organizations/`, orgRead, async (request) => {
    const query = pageQuery(request.query as Query);
    return listPage(request, query, organizationsSource(db, parseListStatus(query.status), parseVerificationFilters(query), referral));
  });
  app.get(`${BASE}/legal-organizations/counts/`, orgRead, async (request) =>
    organizationCounts(db, parseVerificationFilters(request.query as Query)),
  );
  const viewOrganization = async (id: string) => (await staffOrganizations(db, [id].filter(isUuid), referral))[0] ?? Promise.reject(gone());
  app.get<{ Params: { id: string } }>(
    `${BASE}/legal-organizations/:id/`,
    { config: { permission: 'staff', audit: 'organization.view' } },
    async (request) => viewOrganization(request.params.id),
  );
  app.patch<{ Params: { id: string } }>(`${BASE}/legal-organizations/:id/`, orgWrite, async (request) =>
    organizationCouldNotVerify(db, contextOf(request), request.params.id, parseCouldNotVerify(request.body)),
  );
  app.patch<{ Params: { id: string } }>(`${BASE}/legal-organizations/:id/needs_more_information/`, orgWrite, async (request) =>
    organizationNeedsMoreInformation(db, contextOf(request), request.params.id, parseRequiredNote(request.body)),
  );
  app.patch<{ Params: { id: string } }>(`${BASE}/legal-organizations/:id/dismiss/`, orgWrite, async (request) =>
    organizationNeedsMoreInformation(db, contextOf(request), request.params.id, parseDismiss(request.body)),
  );
  app.patch<{ Params: { id: string } }>(`${BASE}/legal-organizations/:id/verify/`, orgWrite, async (request) =>
    verifyOrganization(db, contextOf(request), request.params.id, parseVerifyOrganization(request.body)),
  );

  // --------------------------------------------------------------------------------------------- verified matches
  app.get(`${INTERNAL}/verified-matches/`, orgRead, async (request) => {
    const query = pageQuery(request.query as Query);
    const search = (query.search ?? '').trim();
    const problem = textProblem(search, TEXT_LIMITS.search);
    if (problem) throw validationError({ search: [problem] });
    return offsetPage(request, query, verifiedMatchesSource(db, search, referral), (rows) => rows);
  });
  app.get<{ Params: { id: string } }>(
    `${INTERNAL}/legal-organizations/:id/`,
    { config: { permission: 'staff', audit: 'organization.view' } },
    async (request) => viewOrganization(request.params.id),
  );
  app.post(
    `${INTERNAL}/legal-organizations/`,
    { config: { permission: 'staff', audit: 'organization.create' } },
    async (request, reply) => {
      const id = await createVerifiedMatch(db, contextOf(request), parseVerifiedMatch(request.body, true));
      return reply.code(201).send(await viewOrganization(id));
    },
  );
  app.put<{ Params: { id: string } }>(`${INTERNAL}/legal-organizations/:id/`, orgWrite, async (request) => {
    await updateVerifiedMatch(db, contextOf(request), request.params.id, parseVerifiedMatch(request.body, false), referral);
    return viewOrganization(request.params.id);
  });
}
