// Lien routes: GET list and detail under /beta/{role}/liens/.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serializeLien, visibleLiens } from '../domain/liens/queries.ts';
import { invalidChoice, MESSAGES, notFound, validationError, type FieldErrors } from '../domain/errors.ts';
import { isUuid } from '../domain/ids.ts';
import { LIEN_VERIFICATION_STATUSES, NON_REJECTED_VERIFICATION_STATUSES, values } from '../domain/options.ts';
import type { Query } from '../domain/paging.ts';
import { contextOf, viewerOf } from './permissions.ts';
import { parseLienUpdate, parseNoteOnly, parseResolve, reopenLien, resolveLien, updateLien } from '../domain/liens/update.ts';
import { offsetPage } from './paging.ts';
import { addLien, parseNewLien, parseNote, removeCase, removeLien } from '../domain/liens/membership.ts';
import type { RouteDeps } from './types.ts';

const list = (value: string | undefined) => (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);

export function lienRoutes(app: FastifyInstance, { db, settings }: RouteDeps): void {
  app.get('/api/registry/v1/beta/:role/liens/', { config: { permission: 'role', audit: 'lien.list' } }, async (request) => {
    const viewer = viewerOf(request);
    const query = request.query as Query;
    const errors: FieldErrors = {};
    const cases = list(query.case);
    const lienholders = list(query.lienholder);
    const ids = list(query.id);
    if (ids.some((id) => !isUuid(id))) errors.id = [MESSAGES.invalidUuid];
    if (cases.some((id) => !isUuid(id))) errors.case = [MESSAGES.invalidUuid];
    if (lienholders.some((id) => !isUuid(id))) errors.lienholder = [MESSAGES.invalidUuid];
    const statuses = query.verification_status === undefined ? NON_REJECTED_VERIFICATION_STATUSES : list(query.verification_status);
    const unknown = statuses.find((status) => !values(LIEN_VERIFICATION_STATUSES).includes(status));
    if (unknown) errors.verification_status = [invalidChoice(unknown)];
    if (Object.keys(errors).length) throw validationError(errors);
    // REJECTED liens are never listed: the query itself excludes them, whatever the filter asks for.
    const allowed = statuses.filter((status) => NON_REJECTED_VERIFICATION_STATUSES.includes(status));

    let base = visibleLiens(db, viewer).where('l.verification_status', 'in', allowed.length ? allowed : ['']);
    if (ids.length) base = base.where('l.id', 'in', ids);
    if (cases.length) base = base.where('l.case_id', 'in', cases);
    if (lienholders.length) base = base.where('l.lienholder_id', 'in', lienholders);

    return offsetPage(
      request,
      query,
      {
        rows: (limit, offset) => {
          const ordered = base.orderBy('l.created_at').orderBy('l.id');
          return (limit === null ? ordered : ordered.limit(limit).offset(offset)).execute();
        },
        count: async () => Number((await base.clearSelect().select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count),
      },
      (rows) => rows.map((row) => serializeLien(row, viewer)),
    );
  });

  app.get('/api/registry/v1/beta/:role/liens/:id/', { config: { permission: 'role', audit: 'lien.view' } }, async (request) => {
    const viewer = viewerOf(request);
    const { id } = request.params as { id: string };
    if (!isUuid(id)) throw notFound();
    const row = await visibleLiens(db, viewer).where('l.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return serializeLien(row, viewer);
  });

  // The lien's own organisation only; a blacklisted lienholder is refused with 403.
  const ownLien = '/api/registry/v1/beta/lienholder/liens/:id/';
  const respond = async (request: FastifyRequest) => {
    const viewer = viewerOf(request);
    const row = await visibleLiens(db, viewer).where('l.id', '=', (request.params as { id: string }).id).executeTakeFirstOrThrow();
    return serializeLien(row, viewer);
  };
  const lienIdOf = (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    if (!isUuid(id)) throw notFound();
    return id;
  };

  app.patch(ownLien, { config: { permission: 'lienholder', audit: 'lien.update' } }, async (request) => {
    const id = lienIdOf(request);
    await updateLien(db, contextOf(request), viewerOf(request), id, parseLienUpdate(request.body));
    return respond(request);
  });

  app.post(`${ownLien}resolve/`, { config: { permission: 'lienholder', audit: 'lien.update' } }, async (request) => {
    const id = lienIdOf(request);
    await resolveLien(db, contextOf(request), viewerOf(request), id, parseResolve(request.body));
    return respond(request);
  });

  app.post(`${ownLien}reopen/`, { config: { permission: 'lienholder', audit: 'lien.update' } }, async (request) => {
    const id = lienIdOf(request);
    await reopenLien(db, contextOf(request), viewerOf(request), id, parseNoteOnly(request.body));
    return respond(request);
  });

  // Adding a lienholder organisation to a case: the case's law firm, or a lienholder on the case.
  app.post('/api/registry/v1/beta/:role/liens/', { config: { permission: 'role', audit: 'lien.create' } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const id = await addLien(db, contextOf(request), viewer, parseNewLien(request.body), settings.referralLawFirmIsLawFirm);
    const row = await visibleLiens(db, viewer).where('l.id', '=', id).executeTakeFirstOrThrow();
    return reply.code(201).send(serializeLien(row, viewer));
  });

  // The case's law firm removes a lien (it becomes REJECTED); the optional note goes into the history.
  app.delete('/api/registry/v1/beta/escrow-agent/liens/:id/', { config: { permission: 'law-firm', audit: 'lien.delete' } }, async (request, reply) => {
    const id = lienIdOf(request);
    await removeLien(db, contextOf(request), viewerOf(request), id, parseNote(request.body));
    return reply.code(204).send();
  });

  // The lienholder removes the case from its portfolio; nothing of the case is left to return.
  app.post(`${ownLien}remove-case/`, { config: { permission: 'lienholder', audit: 'lien.delete' } }, async (request, reply) => {
    const id = lienIdOf(request);
    await removeCase(db, contextOf(request), viewerOf(request), id, parseNote(request.body));
    return reply.code(204).send();
  });
}
