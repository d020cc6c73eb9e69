// Lien routes: GET list and detail under /beta/{role}/liens/.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findLien, parseLienFilters, serializeLien, visibleLienPages } from '../domain/liens/queries.ts';
import { notFound } from '../domain/errors.ts';
import { isUuid } from '../domain/ids.ts';
import type { Query } from '../domain/paging.ts';
import { contextOf, viewerOf } from './permissions.ts';
import { parseLienUpdate, parseNoteOnly, parseResolve, reopenLien, resolveLien, updateLien } from '../domain/liens/update.ts';
import { offsetPage } from './paging.ts';
import { addLien, parseNewLien, parseNote, removeCase, removeLien } from '../domain/liens/membership.ts';
import type { RouteDeps } from './types.ts';

export function lienRoutes(app: FastifyInstance, { db, settings }: RouteDeps): void {
  app.get('/api/registry/v1/beta/:role/liens/', { config: { permission: 'role', audit: 'lien.list' } }, async (request) => {
    const viewer = viewerOf(request);
    const query = request.query as Query;
    return offsetPage(request, query, visibleLienPages(db, viewer, parseLienFilters(query)), (rows) =>
      rows.map((row) => serializeLien(row, viewer)),
    );
  });

  app.get('/api/registry/v1/beta/:role/liens/:id/', { config: { permission: 'role', audit: 'lien.view' } }, async (request) => {
    const viewer = viewerOf(request);
    const { id } = request.params as { id: string };
    if (!isUuid(id)) throw notFound();
    const lien = await findLien(db, viewer, id);
    if (!lien) throw notFound();
    return lien;
  });

  // The lien's own organisation only; a blacklisted lienholder is refused with 403.
  const ownLien = '/api/registry/v1/beta/lienholder/liens/:id/';
  // The lien after a change (the viewer still sees it).
  const respond = async (request: FastifyRequest) => {
    const lien = await findLien(db, viewerOf(request), (request.params as { id: string }).id);
    if (!lien) throw notFound();
    return lien;
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
    return reply.code(201).send(await findLien(db, viewer, id));
  });

  // The case's law firm removes a lien (it becomes REJECTED); the optional note goes into the history.
  app.delete(
    '/api/registry/v1/beta/escrow-agent/liens/:id/',
    { config: { permission: 'law-firm', audit: 'lien.delete' } },
    async (request, reply) => {
      const id = lienIdOf(request);
      await removeLien(db, contextOf(request), viewerOf(request), id, parseNote(request.body));
      return reply.code(204).send();
    },
  );

  // The lienholder removes the case from its portfolio; nothing of the case is left to return.
  app.post(`${ownLien}remove-case/`, { config: { permission: 'lienholder', audit: 'lien.delete' } }, async (request, reply) => {
    const id = lienIdOf(request);
    await removeCase(db, contextOf(request), viewerOf(request), id, parseNote(request.body));
    return reply.code(204).send();
  });
}
