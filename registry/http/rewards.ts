// The rewards programme: a law-firm user's own points and progress toward a card (docs/PRODUCT.md, "Rewards").
import type { FastifyInstance } from 'fastify';
import { rewardsOf } from '../domain/rewards.ts';
import { contextOf, viewerOf } from './permissions.ts';
import type { RouteDeps } from './types.ts';

export function rewardRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  // No health data in the answer: points and the rule only.
  app.get('/api/registry/v1/escrow-agent/rewards/:userId/', { config: { permission: 'law-firm', audit: 'none' } }, async (request) => {
    const viewer = viewerOf(request);
    const { userId } = request.params as { userId: string };
    return rewardsOf(db, { userId: contextOf(request).user.id, organizationId: viewer.organizationId }, userId);
  });
}
