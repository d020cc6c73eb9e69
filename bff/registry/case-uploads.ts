// The secure case upload (issue 14; registry/http/case-uploads.ts): the public upload target and form (no session
// needed; a signed-in viewer's session goes with them, so the registry records the sender), and the staff list and
// view (a fresh download link) of the received files. The BFF forwards the browser's address, so the registry's
// per-address limit counts the browser.
import { RegistryHttpError } from '../rest/registry-client.ts';
import { REGISTRY_PREFIX, segment, type GatewayScope } from './scope.ts';

export interface CaseUploadFileJson {
  name: string;
  size: number;
  content_type: string;
}

export interface CaseUploadJson {
  id: string;
  company_name: string;
  full_name: string;
  email_address: string;
  data_file: CaseUploadFileJson;
  status: string;
  created_at: string;
}

export interface StaffCaseUploadJson extends CaseUploadJson {
  ip: string;
  submitted_by: { id: string; name: string; email: string } | null;
  submitted_by_organization: { id: string; name: string } | null;
  /** Only on the view of one (GET staff/bulk-data-imports/<id>/). */
  download_url?: string;
}

export interface CaseUploadTargetJson {
  file_path: string;
  upload_url: string;
  upload_data: { method: 'PUT'; headers: Record<string, string> };
  expires_at: string;
}

const PUBLIC = `${REGISTRY_PREFIX}/bulk-data-imports/`;
const STAFF = `${REGISTRY_PREFIX}/staff/bulk-data-imports/`;

export function caseUploadsGateway(scope: GatewayScope) {
  return {
    createTarget: (body: { filename: string; size: number; content_type: string | null }) =>
      scope.client.post<CaseUploadTargetJson>(`${PUBLIC}upload-url/`, body),
    submit: (body: { company_name: string; full_name: string; email_address: string; data_file: string }) =>
      scope.client.post<CaseUploadJson>(PUBLIC, body),
    staff: {
      /** A page of the received files, newest first; null unless the viewer is staff (and not impersonating). */
      async list(query: { limit: number; offset: number }): Promise<{ count: number; results: StaffCaseUploadJson[] } | null> {
        const viewer = await scope.viewer();
        if (!viewer?.me.is_staff) return null;
        try {
          return await scope.client.get<{ count: number; results: StaffCaseUploadJson[] }>(STAFF, {
            page_size: query.limit,
            offset: query.offset,
          });
        } catch (error) {
          if (error instanceof RegistryHttpError && error.status === 403) return null;
          throw error;
        }
      },
      view: (id: string) => scope.client.get<StaffCaseUploadJson>(`${STAFF}${segment(id)}/`),
    },
  };
}
