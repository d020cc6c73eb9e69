// Rejecting a lien's verification (the case's law firm), resolving the rejection (the lien's holder), and the
// lienholder's change of the case's law firm.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findLien } from '../domain/liens/queries.ts';
import { findCase } from '../domain/case.ts';
import { notFound } from '../domain/errors.ts';
import { isUuid } from '../domain/ids.ts';
import { changeLawFirmAsLienholder, parseLawFirmChange } from '../domain/representation/by-lienholder.ts';
import { parseRejection, parseRejectionAnswer, rejectLienVerification, resolveLienRejection } from '../domain/lien-rejection.ts';
import { caseReadingOf, contextOf, viewerOf } from './permissions.ts';
import type { RouteDeps } from './types.ts';

const V1 = '/api/registry/v1';

const idOf = (request: FastifyRequest) => {
  const { id } = request.params as { id: string };
  if (!isUuid(id)) throw notFound();
  return id;
};

export function lienRejectionRoutes(app: FastifyInstance, { db, settings }: RouteDeps): void {
  const lienAfter = async (request: FastifyRequest, id: string) => {
    const lien = await findLien(db, viewerOf(request), id);
    if (!lien) throw notFound();
    return lien;
  };

  app.patch(
    `${V1}/beta/escrow-agent/liens/:id/reject_verification/`,
    { config: { permission: 'law-firm', audit: 'lien.update' } },
    async (request) => {
      const id = idOf(request);
      const { note } = parseRejection(request.body);
      await rejectLienVerification(db, contextOf(request), viewerOf(request), id, note);
      return lienAfter(request, id);
    },
  );

  app.patch(
    `${V1}/beta/lienholder/liens/:id/resolve_rejection/`,
    { config: { permission: 'lienholder', audit: 'lien.update' } },
    async (request) => {
      const id = idOf(request);
      await resolveLienRejection(db, contextOf(request), viewerOf(request), id, parseRejectionAnswer(request.body));
      return lienAfter(request, id);
    },
  );

  app.patch(
    `${V1}/beta/lienholder/portfolio/:id/change-law-firm/`,
    { config: { permission: 'lienholder', audit: 'case.update' } },
    async (request) => {
      const id = idOf(request);
      const viewer = viewerOf(request);
      await changeLawFirmAsLienholder(db, contextOf(request), viewer, id, parseLawFirmChange(request.body));
      // The lienholder keeps its lien, so it still sees the case: answer with the case as it now is.
      const kase = await findCase(db, viewer, id, caseReadingOf(request, settings));
      if (!kase) throw notFound();
      return kase;
    },
  );
}
