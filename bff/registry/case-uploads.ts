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

/** What the spreadsheet import found and did (registry migration 0038). */
export interface CaseImportStateJson {
  file_format: string | null;
  columns: string[];
  row_count: number | null;
  rows_capped: boolean;
  formula_cells: number;
  parse_error: string | null;
  parsed_at: string | null;
  organization: { id: string; name: string } | null;
  imported_case_count: number | null;
  skipped_row_count: number | null;
  import_error: string | null;
  imported_by: { id: string; name: string } | null;
  imported_at: string | null;
}

/** GET staff/bulk-data-imports/<id>/import/: the file's parse, mapping and preview. */
export interface CaseImportJson extends StaffCaseUploadJson {
  fields: { key: string; label: string; required: boolean }[];
  preview: { row_number: number; cells: string[]; errors: string[] }[];
  column_mapping: Record<string, number>;
  mapping_guessed: boolean;
}

export interface CaseImportChoices {
  column_mapping?: Record<string, number | null>;
  organization?: string | null;
}

export interface StaffCaseUploadJson extends CaseUploadJson {
  import: CaseImportStateJson;
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
      /** The spreadsheet import of one file; null unless the viewer is staff (403) or when there is no such file (404). */
      async viewImport(id: string): Promise<CaseImportJson | null> {
        const viewer = await scope.viewer();
        if (!viewer?.me.is_staff) return null;
        try {
          return await scope.client.get<CaseImportJson>(`${STAFF}${segment(id)}/import/`);
        } catch (error) {
          if (error instanceof RegistryHttpError && (error.status === 403 || error.status === 404)) return null;
          throw error;
        }
      },
      saveImport: (id: string, body: CaseImportChoices) => scope.client.patch<CaseImportJson>(`${STAFF}${segment(id)}/import/`, body),
      startImport: (id: string, body: CaseImportChoices) => scope.client.post<CaseImportJson>(`${STAFF}${segment(id)}/import/`, body),
      parse: (id: string) => scope.client.post<CaseImportJson>(`${STAFF}${segment(id)}/parse/`, {}),
    },
  };
}
