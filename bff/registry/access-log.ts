// The access log of health data: one page of one case's log, or (staff) of every organisation's.
import type { Page } from '../rest/types.ts';
import { REGISTRY_PREFIX, type GatewayScope } from './scope.ts';

export interface AccessLogEntryJson {
  id: number;
  occurred_at: string;
  action: 'list' | 'view' | 'create' | 'update' | 'delete';
  object_type: string;
  refused: boolean;
  user: { id: string; name: string };
  organization: { id: string; name: string | null } | null;
  is_internal_user: boolean;
  impersonated_by: { id: string; name: string } | null;
  object_ids: string[];
  case_ids: string[];
  request_id: string | null;
  address: string | null;
}

export interface AccessLogUserJson {
  id: string;
  name: string;
  organization_name: string | null;
}

/** A page of entries and, for one case's log, everyone in it (the choices of the user filter). */
export type AccessLogPage = Page<AccessLogEntryJson> & { users: AccessLogUserJson[] };

export interface AccessLogQuery {
  caseId: string | null;
  userId?: string | null;
  action?: AccessLogEntryJson['action'] | null;
  pageSize: number;
  offset: number;
}

export function accessLogGateway(scope: GatewayScope) {
  return {
    page: (query: AccessLogQuery) =>
      scope.client.get<AccessLogPage>(`${REGISTRY_PREFIX}/access-log/`, {
        case: query.caseId ?? undefined,
        user: query.userId ?? undefined,
        action: query.action ?? undefined,
        page_size: query.pageSize,
        offset: query.offset,
      }),
  };
}
