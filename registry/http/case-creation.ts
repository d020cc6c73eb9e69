// Registering new cases (the Register Case drawer): create cases, create a law firm that is not in the directory
// yet, and list a law firm's contacts for the contact picker. Every route requires the case-creation gate
// (can_create_registry_cases and ADD_CASE); the directory search itself is GET legal-organizations-light/.
import type { FastifyInstance } from 'fastify';
import { findCases } from '../domain/case.ts';
import {
  contactsForPicker,
  assertCanCreateCases,
  contactDirectoryFirm,
  createCases,
  createLawFirm,
  parseCaseCreation,
  parseNewLawFirm,
} from '../domain/case-creation.ts';
import { forbidden, MESSAGES, validationError } from '../domain/errors.ts';
import { parsePageSize, type Query } from '../domain/paging.ts';
import { organizationById } from '../domain/organizations.ts';
import { serializeOrganization } from '../domain/serialize.ts';
import { caseReadingOf, contextOf, viewerOf } from './permissions.ts';
import type { RouteDeps } from './types.ts';

/** Contact searches return up to 1000. */
const CONTACT_PAGE_SIZE = 1000;

export function caseCreationRoutes(app: FastifyInstance, { db, settings }: RouteDeps): void {
  app.post('/api/registry/v1/:role/portfolio/', { config: { permission: 'role', audit: 'case.create' } }, async (request, reply) => {
    const ctx = contextOf(request);
    const viewer = viewerOf(request);
    assertCanCreateCases(ctx);
    const parsed = parseCaseCreation(request.body, viewer);
    const ids = await createCases(db, ctx, viewer, parsed);
    const results = await findCases(db, viewer, ids, caseReadingOf(request, settings));
    return reply.code(201).send(parsed.many ? { count: results.length, results } : results[0]);
  });

  app.post('/api/registry/v1/beta/organizations/', { config: { permission: 'account', audit: 'none' } }, async (request, reply) => {
    const ctx = contextOf(request);
    // A law firm registers cases for itself: only lienholders name (and so create) another firm.
    if (viewerOf(request).kind !== 'LIENHOLDER') throw forbidden();
    assertCanCreateCases(ctx);
    const id = await createLawFirm(db, parseNewLawFirm(request.body));
    const row = await organizationById(db, id);
    return reply.code(201).send(serializeOrganization(row, settings.referralLawFirmIsLawFirm));
  });

  // A law firm's contacts for the Register Case drawer's picker ("users of the law firm", page size 1000).
  app.get('/api/registry/v1/law-firm-contacts/', { config: { permission: 'account', audit: 'none' } }, async (request) => {
    const ctx = contextOf(request);
    const viewer = viewerOf(request);
    assertCanCreateCases(ctx);
    const query = request.query as Query;
    if (!query.law_firm) throw validationError({ law_firm: [MESSAGES.required] });
    const firmId = await contactDirectoryFirm(db, viewer, query.law_firm);
    const pageSize = parsePageSize(query.page_size ?? String(CONTACT_PAGE_SIZE));
    const results = await contactsForPicker(db, firmId, pageSize);
    return { count: results.length, next: null, previous: null, results };
  });
}
