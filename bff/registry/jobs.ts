// Staff's list of failed jobs (GET staff/failed-jobs/) and a retry of one (POST staff/failed-jobs/{id}/retry/).
import { RegistryHttpError } from '../rest/registry-client.ts';
import { REGISTRY_PREFIX, segment, type GatewayScope } from './scope.ts';

export interface FailedJobJson {
  id: string;
  name: string;
  payload_summary: string;
  attempts: number;
  error: string;
  created_at: string;
  failed_at: string;
}

export interface FailedJobsPage {
  count: number;
  results: FailedJobJson[];
}

export function jobsGateway(scope: GatewayScope) {
  return {
    /** A page of failed jobs, most recently failed first; null when the viewer is not staff (the registry's 403). */
    async failedJobs(query: { limit: number; offset: number }): Promise<FailedJobsPage | null> {
      const viewer = await scope.viewer();
      if (!viewer?.me.is_staff) return null;
      try {
        return await scope.client.get<FailedJobsPage>(`${REGISTRY_PREFIX}/staff/failed-jobs/`, {
          limit: query.limit,
          offset: query.offset,
        });
      } catch (error) {
        if (error instanceof RegistryHttpError && error.status === 403) return null;
        throw error;
      }
    },
    retry: (id: string) => scope.client.post<{ id: string }>(`${REGISTRY_PREFIX}/staff/failed-jobs/${segment(id)}/retry/`, {}),
  };
}
