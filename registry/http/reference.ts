// Reference data without authentication: environment and option lists.
import type { FastifyInstance } from 'fastify';
import { allOptions } from '../domain/options.ts';
import type { RouteDeps } from './types.ts';

export function referenceRoutes(app: FastifyInstance, { settings }: RouteDeps): void {
  app.get('/api/registry/v1/env', { config: { permission: 'public' } }, async () => ({
    environment: settings.environment,
    version: settings.version,
  }));
  app.get('/api/registry/v1/options/', { config: { permission: 'public' } }, async () => allOptions());
}
