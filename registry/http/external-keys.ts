// External key routes: /escrow-agent/external-keys/ (keys on the law firm's cases) and /lienholder/external-keys/
// (keys on the lienholder's own liens), and each side's list of its own external systems.
import type { FastifyInstance } from 'fastify';
import { MESSAGES, notFound, validationError } from '../domain/errors.ts';
import {
  addExternalKey,
  deleteExternalKey,
  externalKeysOf,
  externalSystemsOf,
  findExternalKey,
  parseExternalKey,
  serializeExternalKey,
  serializeExternalSystem,
} from '../domain/external-keys.ts';
import { isUuid } from '../domain/ids.ts';
import type { Query } from '../domain/paging.ts';
import { viewerOf } from './permissions.ts';
import type { RouteDeps } from './types.ts';

const ids = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);

export function externalKeyRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/api/registry/v1/:role/external-systems/', { config: { permission: 'role', audit: 'none' } }, async (request) => {
    const rows = await externalSystemsOf(db, viewerOf(request));
    return { count: rows.length, next: null, previous: null, results: rows.map(serializeExternalSystem) };
  });

  for (const [role, permission] of [
    ['escrow-agent', 'law-firm'],
    ['lienholder', 'lienholder'],
  ] as const) {
    const path = `/api/registry/v1/${role}/external-keys/`;

    app.get(path, { config: { permission, audit: 'external_key.list' } }, async (request) => {
      const viewer = viewerOf(request);
      const query = request.query as Query;
      const cases = ids(query.case);
      const liens = ids(query.lien);
      if (!cases.length && !liens.length) throw validationError({ case: [MESSAGES.required] });
      if (cases.some((id) => !isUuid(id))) throw validationError({ case: [MESSAGES.invalidUuid] });
      if (liens.some((id) => !isUuid(id))) throw validationError({ lien: [MESSAGES.invalidUuid] });
      const rows = await externalKeysOf(db, viewer, { cases, liens });
      return { count: rows.length, next: null, previous: null, results: rows.map(serializeExternalKey) };
    });

    app.post(path, { config: { permission, audit: 'external_key.create' } }, async (request, reply) => {
      const viewer = viewerOf(request);
      const id = await addExternalKey(db, viewer, parseExternalKey(request.body, viewer));
      const row = await findExternalKey(db, viewer, id);
      return reply.code(201).send(serializeExternalKey(row));
    });

    app.delete(`${path}:id/`, { config: { permission, audit: 'external_key.delete' } }, async (request, reply) => {
      const { id } = request.params as { id: string };
      if (!isUuid(id)) throw notFound();
      await deleteExternalKey(db, viewerOf(request), id);
      return reply.code(204).send();
    });
  }
}
