// Contact routes: contacts of a case and of an organisation, creating and deleting contacts, and assigning them to
// a case (the law firm on its case, a lienholder through its lien). The rules are in domain/contacts.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changeCaseContact,
  contactsOfCases,
  createContact,
  deleteContact,
  findContact,
  lawFirmCase,
  lienholderLien,
  organizationsOfCases,
  parseContactRef,
  parseNewContact,
  searchContacts,
  serializeContact,
  visibleCaseLienholderCounts,
  canDeleteContact,
} from '../domain/contacts.ts';
import { MESSAGES, notFound, validationError, type FieldErrors } from '../domain/errors.ts';
import { isUuid } from '../domain/ids.ts';
import { parsePageSize, type Query } from '../domain/paging.ts';
import { serializeOrganization } from '../domain/serialize.ts';
import { contextOf, viewerOf } from './permissions.ts';
import type { RouteDeps } from './types.ts';

const ids = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);

const page = <T>(results: T[], count = results.length) => ({ count, next: null, previous: null, results });

function pathId(request: FastifyRequest): string {
  const { id } = request.params as { id: string };
  if (!isUuid(id)) throw notFound();
  return id;
}

export function contactRoutes(app: FastifyInstance, { db, settings }: RouteDeps): void {
  const referral = settings.referralLawFirmIsLawFirm;

  // ?case=a,b → the contacts assigned to those cases (one row per case and contact);
  // ?legal_organization=X&search=&page_size=&case= → contacts of one organisation (the modal's search);
  // ?id=X → one contact (results[0]).
  app.get('/api/registry/v1/beta/contacts/', { config: { permission: 'account', audit: 'contact.list' } }, async (request) => {
    const viewer = viewerOf(request);
    const query = request.query as Query;
    const cases = ids(query.case);
    const errors: FieldErrors = {};
    if (cases.some((id) => !isUuid(id))) errors.case = [MESSAGES.invalidUuid];
    if (query.legal_organization !== undefined && !isUuid(query.legal_organization)) errors.legal_organization = [MESSAGES.invalidUuid];
    if (query.id !== undefined && !isUuid(query.id)) errors.id = [MESSAGES.invalidUuid];
    if (Object.keys(errors).length) throw validationError(errors);

    if (query.id) {
      const contact = await findContact(db, viewer, query.id);
      if (!contact) return page([]);
      const lienholders = cases[0] ? (await visibleCaseLienholderCounts(db, viewer, [cases[0]])).get(cases[0]) : undefined;
      return page([
        serializeContact(contact, canDeleteContact(viewer, contact, lienholders === undefined ? null : lienholders === 1, referral)),
      ]);
    }
    if (query.legal_organization) {
      const pageSize = parsePageSize(query.page_size ?? '1000');
      const found = await searchContacts(
        db,
        viewer,
        { organizationId: query.legal_organization, search: query.search ?? '', caseId: cases[0] ?? null, pageSize },
        referral,
      );
      return page(found.results, found.count);
    }
    if (!cases.length) throw validationError({ case: [MESSAGES.required] });
    return page(await contactsOfCases(db, viewer, cases, referral));
  });

  app.post('/api/registry/v1/beta/contacts/', { config: { permission: 'account', audit: 'contact.create' } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const contact = parseNewContact(request.body);
    const id = await createContact(db, contextOf(request), viewer, contact);
    const row = await findContact(db, viewer, id);
    return reply.code(201).send(serializeContact(row!, canDeleteContact(viewer, row!, null, referral)));
  });

  app.delete(
    '/api/registry/v1/beta/contacts/:id/',
    { config: { permission: 'account', audit: 'contact.delete' } },
    async (request, reply) => {
      const caseId = (request.query as Query).case;
      if (caseId !== undefined && !isUuid(caseId)) throw validationError({ case: [MESSAGES.invalidUuid] });
      await deleteContact(db, contextOf(request), viewerOf(request), pathId(request), caseId ?? null, referral);
      return reply.code(204).send();
    },
  );

  // The organisations of each case: law firm, former law firms (is_former) and lienholders, for the Contacts tab.
  app.get(
    '/api/registry/v1/beta/case-organizations/',
    { config: { permission: 'account', audit: 'organization.list' } },
    async (request) => {
      const viewer = viewerOf(request);
      const cases = ids((request.query as Query).case);
      if (!cases.length) throw validationError({ case: [MESSAGES.required] });
      if (cases.some((id) => !isUuid(id))) throw validationError({ case: [MESSAGES.invalidUuid] });
      const rows = await organizationsOfCases(db, viewer, cases);
      return page(rows.map(({ org, ...rest }) => ({ ...rest, organization: serializeOrganization(org, referral) })));
    },
  );

  for (const change of ['add', 'remove'] as const) {
    app.patch(
      `/api/registry/v1/escrow-agent/portfolio/:id/${change}-contact/`,
      { config: { permission: 'law-firm', audit: 'contact.update' } },
      async (request) => {
        const viewer = viewerOf(request);
        const caseId = pathId(request);
        const contact = parseContactRef(request.body);
        return changeCaseContact(db, contextOf(request), viewer, (trx) => lawFirmCase(trx, viewer, caseId), contact, change, referral);
      },
    );

    app.patch(
      `/api/registry/v1/beta/lienholder/liens/:id/${change}-contact/`,
      { config: { permission: 'lienholder', audit: 'contact.update' } },
      async (request) => {
        const viewer = viewerOf(request);
        const lienId = pathId(request);
        const contact = parseContactRef(request.body);
        return changeCaseContact(db, contextOf(request), viewer, (trx) => lienholderLien(trx, viewer, lienId), contact, change, referral);
      },
    );
  }
}
