// Documents of a case and of its liens (issue 11, registry/API.md "Documents"): by id (batched), pages of a case's or
// a lien's documents, the signed upload targets, attaching uploads as documents, edits, deletion, a fresh download
// link (the registry logs the access and records the law firm's last view) and the Download All link. Bytes never
// pass through here: the browser PUTs to the signed target and downloads from the signed link.
import type { Page } from '../rest/types.ts';
import { REGISTRY_PREFIX, inKeyOrder, segment, sidePath, validIds, type GatewayScope } from './scope.ts';

export interface DocumentCapabilitiesJson {
  edit: boolean;
  delete: boolean;
  download: boolean;
  pay: boolean;
}

export interface DocumentJson {
  id: string;
  case: string;
  lien: string | null;
  name: string;
  type: string;
  /** Decimal string, "0.00" when no access fee. */
  price: string;
  order: number;
  size: number;
  content_type: string;
  added_by_law_firm: boolean;
  is_paid_for: boolean;
  is_case_document: boolean;
  needs_payment: boolean;
  created_at: string;
  created_by_organization: { id: string; name: string } | null;
  uploaded_by: string | null;
  /** Lienholder viewers only; null otherwise. */
  last_viewed_by_law_firm: string | null;
  document_request?: string | null;
  /** Only on the detail read (fresh, short-lived); null while the document needs payment. */
  download_url?: string | null;
  viewer_can: DocumentCapabilitiesJson;
}

export interface UploadTargetJson {
  file_path: string;
  upload_url: string;
  upload_data: { method?: string; headers?: Record<string, string> };
  expires_at: string;
}

export interface DocumentListQuery {
  case?: string;
  lien?: string;
  type?: string;
  search?: string;
  /** Only what the viewer can open now (none it must pay for first). */
  downloadable?: boolean;
  pageSize: number;
  page: number;
}

export interface AttachDocumentsBody {
  case: string;
  lien?: string | null;
  share_with?: string | null;
  documents: { file_path: string; name: string; type: string; price?: string | null; order?: number | null }[];
}

export interface DocumentChangesBody {
  name?: string;
  type?: string;
  price?: string;
  order?: number;
}

const UPLOAD_URL = `${REGISTRY_PREFIX}/documents/upload-url/`;

export function documentsGateway(scope: GatewayScope) {
  const base = async () => `${REGISTRY_PREFIX}/${sidePath((await scope.acting()).kind)}/documents/`;

  const byId = scope.loader<string, DocumentJson | null>(async (ids) => {
    const viewer = await scope.viewer();
    const valid = validIds(ids);
    if (!viewer?.kind || !valid.length) return ids.map(() => null);
    const page = await scope.client.get<Page<DocumentJson>>(`${REGISTRY_PREFIX}/${sidePath(viewer.kind)}/documents/`, {
      id: valid,
      page_size: 'off',
    });
    return inKeyOrder(ids, page.results, (document) => document.id);
  });
  const primed = (document: DocumentJson) => {
    byId.clear(document.id).prime(document.id, document);
    return document;
  };

  return {
    load: (id: string) => byId.load(id),
    loadMany: (ids: readonly string[]) => byId.loadMany(ids),
    /** Forgets a document (a live event changed it). */
    forget: (id: string) => void byId.clear(id),
    /** A page of the documents the viewer sees on a case or a lien (page numbers from 1). */
    async page(query: DocumentListQuery): Promise<Page<DocumentJson>> {
      const page = await scope.client.get<Page<DocumentJson>>(await base(), {
        case: query.case,
        lien: query.lien,
        type: query.type,
        search: query.search,
        downloadable: query.downloadable ? 'true' : undefined,
        page_size: query.pageSize,
        page: query.page,
      });
      for (const document of page.results) primed(document);
      return page;
    },
    /** One signed upload target per file (the registry refuses a declared size over the limit). */
    createUpload(file: { filename: string; size: number; content_type: string }): Promise<UploadTargetJson> {
      return scope.client.post<UploadTargetJson>(UPLOAD_URL, file);
    },
    /** Attaches uploaded files as documents, all or nothing; returns them. */
    async attach(body: AttachDocumentsBody): Promise<DocumentJson[]> {
      const { results } = await scope.client.post<{ results: DocumentJson[] }>(await base(), body);
      return results.map(primed);
    },
    async update(id: string, changes: DocumentChangesBody): Promise<DocumentJson> {
      return primed(await scope.client.patch<DocumentJson>(`${await base()}${segment(id)}/`, changes));
    },
    async delete(id: string): Promise<void> {
      await scope.client.send('DELETE', `${await base()}${segment(id)}/`);
      byId.clear(id);
    },
    /** The document with a fresh download link: the registry logs the access (and the law firm's view). */
    async open(id: string): Promise<DocumentJson> {
      const document = await scope.client.get<DocumentJson>(`${await base()}${segment(id)}/`);
      const { download_url: _url, ...withoutUrl } = document;
      primed(withoutUrl as DocumentJson);
      return document;
    },
    /** How many documents Download All takes, and a fresh zip link (null over the limit or with none). */
    async downloadAll(query: { case: string; lien?: string | null }): Promise<{ count: number; download_url: string | null }> {
      return scope.client.get(`${await base()}download-all/`, { case: query.case, lien: query.lien ?? undefined });
    },
  };
}
