// Policy limit routes: list for whoever sees the case; add and delete for the case's law firm.
import type { FastifyInstance } from 'fastify';
import { MESSAGES, notFound, validationError } from '../domain/errors.ts';
import { isUuid } from '../domain/ids.ts';
import {
  addPolicyLimit,
  deletePolicyLimit,
  findPolicyLimit,
  parsePolicyLimit,
  policyLimitsOf,
  serializePolicyLimit,
} from '../domain/policy-limits.ts';
import type { Query } from '../domain/paging.ts';
import { contextOf, viewerOf } from './permissions.ts';
import type { RouteDeps } from './types.ts';

export function policyLimitRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/api/registry/v1/:role/policy-limits/', { config: { permission: 'role', audit: 'policy_limit.list' } }, async (request) => {
    const viewer = viewerOf(request);
    const cases = ((request.query as Query).case ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    if (!cases.length) throw validationError({ case: [MESSAGES.required] });
    if (cases.some((id) => !isUuid(id))) throw validationError({ case: [MESSAGES.invalidUuid] });
    const rows = await policyLimitsOf(db, viewer, cases);
    return { count: rows.length, next: null, previous: null, results: rows.map(serializePolicyLimit) };
  });

  app.post(
    '/api/registry/v1/escrow-agent/policy-limits/',
    { config: { permission: 'law-firm', audit: 'policy_limit.create' } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const id = await addPolicyLimit(db, contextOf(request), viewer, parsePolicyLimit(request.body));
      const row = await findPolicyLimit(db, viewer, id);
      return reply.code(201).send(serializePolicyLimit(row));
    },
  );

  app.delete(
    '/api/registry/v1/escrow-agent/policy-limits/:id/',
    { config: { permission: 'law-firm', audit: 'policy_limit.delete' } },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      if (!isUuid(id)) throw notFound();
      await deletePolicyLimit(db, contextOf(request), viewerOf(request), id);
      return reply.code(204).send();
    },
  );
}
