// Document requests: by id, by case and by lien (one list call per batch), the law firm's request, both sides'
// responses and the close; and the logged-out page's calls, made with the request's one-time token
// (`Authorization: Token <token>`, no session) on a client of their own.
import type { Page } from '../rest/types.ts';
import { REGISTRY_PREFIX, groupedByKey, inKeyOrder, segment, sidePath, validIds, type GatewayScope } from './scope.ts';

export interface DocumentRequestResponseJson {
  id: string;
  new_status: string | null;
  note: string;
  created_by_name: string;
  created_at: string;
}

export interface DocumentRequestJson {
  id: string;
  case: string;
  lien: { id: string; case: string; lienholder: { id: string; name: string } };
  lienholder: { id: string; name: string };
  thread: string | null;
  note: string;
  status: string | null;
  is_fulfilled: boolean;
  is_closed: boolean;
  closed_reason: string | null;
  created_at: string;
  closed_at: string | null;
  created_by_organization_id: string | null;
  created_by_organization_name: string | null;
  responses: DocumentRequestResponseJson[];
  viewer_can: { respond: boolean; close: boolean; upload: boolean };
}

export interface LoggedOutDocumentJson {
  id: string;
  name: string;
  type: string;
  size: number;
  created_at: string;
}

export interface LoggedOutDocumentRequestJson {
  id: string;
  note: string;
  status: string | null;
  is_fulfilled: boolean;
  created_at: string;
  created_by_organization_name: string | null;
  case: { id: string; plaintiff: { first_name: string; last_name: string; birthdate: string | null }; date_of_loss: string | null };
  lien: { id: string; case: string; lienholder: { id: string; name: string } };
  contact: { id: string; name: string };
  documents: LoggedOutDocumentJson[];
  document_types: { value: string; label: string }[];
  /** price_documents: the lienholder organisation has a connected payment account (an access fee may be set). */
  viewer_can: { price_documents: boolean };
}

export interface UploadTargetJson {
  file_path: string;
  upload_url: string;
  upload_data: { method: 'PUT'; headers: Record<string, string> };
  expires_at: string;
}

const RESPONSES = `${REGISTRY_PREFIX}/lien-document-responses/`;
const LOGGED_OUT = `${REGISTRY_PREFIX}/logged-out-document-requests/`;

export function documentRequestsGateway(scope: GatewayScope) {
  const list = async (query: Record<string, string[]>) => {
    const viewer = await scope.acting();
    return (await scope.client.get<Page<DocumentRequestJson>>(`${REGISTRY_PREFIX}/${sidePath(viewer.kind)}/lien-document-requests/`, query))
      .results;
  };
  const byId = scope.loader<string, DocumentRequestJson | null>(async (ids) => {
    const valid = validIds(ids);
    return inKeyOrder(ids, valid.length ? await list({ id: valid }) : [], (request) => request.id);
  });
  const prime = (requests: DocumentRequestJson[]) => {
    for (const request of requests) byId.clear(request.id).prime(request.id, request);
    return requests;
  };
  const byCase = scope.loader<string, DocumentRequestJson[]>(async (caseIds) => {
    const valid = validIds(caseIds);
    return groupedByKey(caseIds, prime(valid.length ? await list({ case: valid }) : []), (request) => request.case);
  });
  const byLien = scope.loader<string, DocumentRequestJson[]>(async (lienIds) => {
    const valid = validIds(lienIds);
    return groupedByKey(lienIds, prime(valid.length ? await list({ lien: valid }) : []), (request) => request.lien.id);
  });
  const changed = (request: DocumentRequestJson) => {
    byId.clear(request.id).prime(request.id, request);
    byCase.clear(request.case);
    byLien.clear(request.lien.id);
    return request;
  };
  /** A client acting with the one-time token only (no session, no account). */
  const withToken = (token: string) => scope.client.withIdentity({ requestToken: token });

  return {
    load: (id: string) => byId.load(id),
    loadMany: (ids: readonly string[]) => byId.loadMany(ids),
    /** The requests of a case the viewer is party to, newest first. */
    ofCase: (caseId: string) => byCase.load(caseId),
    ofLien: (lienId: string) => byLien.load(lienId),
    /** The case's law firm asks the lien's lienholder for documents. */
    async request(body: { lien: string; note: string | null }): Promise<DocumentRequestJson> {
      return changed(await scope.client.post<DocumentRequestJson>(`${REGISTRY_PREFIX}/escrow-agent/lien-document-requests/`, body));
    },
    /** A party answers (a status, a note, or the law firm's CLOSED_BY_LAW_FIRM). */
    async respond(body: { request: string; new_status: string | null; note: string | null }): Promise<DocumentRequestJson> {
      await scope.acting();
      return changed(await scope.client.post<DocumentRequestJson>(RESPONSES, body));
    },

    loggedOut: {
      read: (token: string, requestId: string) => withToken(token).get<LoggedOutDocumentRequestJson>(`${LOGGED_OUT}${segment(requestId)}/`),
      refreshLink: (token: string, requestId: string) =>
        withToken(token).get<{ detail: string }>(`${LOGGED_OUT}${segment(requestId)}/refresh_token/`),
      createUpload: (token: string, body: { filename: string; size: number; content_type: string | null }) =>
        withToken(token).post<UploadTargetJson>(`${REGISTRY_PREFIX}/logged-out-documents/upload-url/`, body),
      attach: (
        token: string,
        documents: { file_path: string; name: string; type: string; price?: string | null; order?: number | null }[],
      ) => withToken(token).post<{ results: LoggedOutDocumentJson[] }>(`${REGISTRY_PREFIX}/logged-out-documents/`, { documents }),
      respond: (token: string, body: { request: string; new_status: string | null; note: string | null }) =>
        withToken(token).post<{ request: string; new_status: string; is_fulfilled: boolean }>(
          `${REGISTRY_PREFIX}/logged-out-document-responses/`,
          body,
        ),
    },
  };
}
