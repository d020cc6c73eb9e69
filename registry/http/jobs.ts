// Staff only: GET /api/registry/v1/staff/failed-jobs/?limit=&offset= — jobs that used up their attempts, most recently
// failed first (`count` of all, a page of `limit`: default 50, at most 200); POST …/staff/failed-jobs/{id}/retry/ queues one again. Anyone else: 403.
import type { FastifyInstance } from 'fastify';
import { listFailedJobs, retryFailedJob } from '../domain/failed-jobs.ts';
import type { Query } from '../domain/paging.ts';
import { contextOf } from './permissions.ts';
import type { RouteDeps } from './types.ts';

export function jobRoutes(app: FastifyInstance, { adapters }: RouteDeps): void {
  app.get('/api/registry/v1/staff/failed-jobs/', { config: { permission: 'staff', audit: 'none' } }, async (request) => {
    const { limit, offset } = request.query as Query;
    return listFailedJobs(adapters.jobs, contextOf(request), { limit, offset });
  });

  app.post('/api/registry/v1/staff/failed-jobs/:id/retry/', { config: { permission: 'staff', audit: 'none' } }, async (request) => {
    const { id } = request.params as { id: string };
    return retryFailedJob(adapters.jobs, contextOf(request), id);
  });
}
