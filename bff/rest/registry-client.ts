// The BFF's only way to the registry: JSON over HTTP with undici. One connection pool per process; one
// RegistryClient per GraphQL request, carrying that request's identity and origin (request id, client address)
// and counting its upstream calls.
import { Pool, errors as undiciErrors } from 'undici';
import type { Dispatcher } from 'undici';
import type { IncomingHttpHeaders } from 'node:http';
import { pathOf, REQUEST_ID_HEADER } from '../../ops/logging.ts';
import { registryCallDuration, registryCalls } from '../../ops/metrics.ts';

export const REGISTRY_PREFIX = '/api/registry/v1';
export const AUTH_PREFIX = '/api/v1';
/** Names the session, user, account and organisation the registry resolved for a request (registry/http/permissions.ts). */
export const IDENTITY_HEADER = 'registry-identity';

/** The registry answered with a status other than 2xx. `body` is its JSON (DRF-style error bodies). */
export class RegistryHttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(method: string, path: string, status: number, body: unknown) {
    super(`${method} ${pathOf(path)} answered ${status}`);
    this.name = 'RegistryHttpError';
    this.status = status;
    this.body = body;
  }
}

/** The registry could not be reached (after the retries idempotent calls get). */
export class RegistryUnavailableError extends Error {
  constructor(method: string, path: string, cause: unknown) {
    super(`${method} ${pathOf(path)}: registry unavailable`, { cause });
    this.name = 'RegistryUnavailableError';
  }
}

export interface RegistryIdentity {
  /** Access token, sent as `Authorization: JWT <token>`. */
  token?: string | null;
  /** `Registry-Account`: which of the user's organisations acts. */
  accountId?: string | null;
  /**
   * A document request's one-time token, sent as `Authorization: Token <token>` (the logged-out pages; the registry
   * accepts it on its logged-out routes only). Used instead of `token`, never with it.
   */
  requestToken?: string | null;
}

/** Where a GraphQL request came from, passed on so the registry logs and records the same request and client. */
export interface RequestOrigin {
  /** Sent as X-Request-Id: the registry's log lines of this call carry it. */
  requestId?: string;
  /** The client's address, sent as X-Forwarded-For (the registry trusts it from loopback, see TRUST_PROXY). */
  clientAddress?: string;
  /** Aborted when the operation passes its deadline (bff/limits.ts): its registry calls still running are abandoned. */
  signal?: AbortSignal;
}

export interface WholeRequestOptions {
  method: Dispatcher.HttpMethod;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Abandons the call (the operation's deadline). */
  signal?: AbortSignal;
}

export interface WholeResponse {
  statusCode: number;
  headers: IncomingHttpHeaders;
  text: string;
}

export type QueryValue = string | number | boolean | null | undefined | readonly string[];

export function buildPath(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const RETRYABLE_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

function isRetryable(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return (code !== undefined && RETRYABLE_CODES.has(code)) || error instanceof undiciErrors.SocketError;
}

export class RegistryConnection {
  readonly origin: string;
  private readonly pool: Pool;

  constructor(registryUrl: string, options: { connections?: number } = {}) {
    this.origin = new URL(registryUrl).origin;
    this.pool = new Pool(this.origin, {
      connections: options.connections ?? 64,
      keepAliveTimeout: 30_000,
      headersTimeout: 15_000,
      bodyTimeout: 60_000,
    });
  }

  /** A client for one request; `identity` decides who the registry sees, `origin` which request and client it logs. */
  client(identity: RegistryIdentity = {}, origin: RequestOrigin = {}): RegistryClient {
    return new RegistryClient(this, identity, origin);
  }

  /** A call whose body the caller reads (the event feed's). */
  request(options: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData> {
    return this.withRetries(options, () => this.pool.request(options));
  }

  /**
   * A call and its whole answer as text. Read by a dispatch handler of its own: request()'s body stream (a Readable,
   * then consumed into a string) cost more than the rest of the call for the JSON answers every GraphQL field waits on.
   */
  requestWhole(options: WholeRequestOptions): Promise<WholeResponse> {
    return this.withRetries(options, () => this.dispatchWhole(options));
  }

  /** GETs are tried three times when the registry cannot be reached; every call is counted and timed. */
  private async withRetries<T extends { statusCode: number }>(
    options: { method: Dispatcher.HttpMethod; path: string },
    call: () => Promise<T>,
  ): Promise<T> {
    const attempts = options.method === 'GET' ? 3 : 1;
    const started = performance.now();
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await call();
        registryCalls.inc({ method: options.method, outcome: `${Math.floor(response.statusCode / 100)}xx` });
        registryCallDuration.observe({ method: options.method }, (performance.now() - started) / 1000);
        return response;
      } catch (error) {
        if (attempt >= attempts || !isRetryable(error)) {
          registryCalls.inc({ method: options.method, outcome: 'unavailable' });
          throw new RegistryUnavailableError(options.method, options.path, error);
        }
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  }

  private dispatchWhole({ signal, ...options }: WholeRequestOptions): Promise<WholeResponse> {
    return new Promise((resolve, reject) => {
      let statusCode = 0;
      let headers: IncomingHttpHeaders = {};
      const chunks: Buffer[] = [];
      let onAbort: (() => void) | null = null;
      const settle = () => {
        if (onAbort) signal!.removeEventListener('abort', onAbort);
      };
      this.pool.dispatch(options, {
        onRequestStart(controller) {
          if (!signal) return;
          const abort = () => controller.abort(signal.reason instanceof Error ? signal.reason : new Error('The call was abandoned.'));
          if (signal.aborted) return abort();
          onAbort = abort;
          signal.addEventListener('abort', abort, { once: true });
        },
        onResponseStart(_controller, status, responseHeaders) {
          statusCode = status;
          headers = responseHeaders;
        },
        onResponseData(_controller, chunk) {
          chunks.push(chunk);
        },
        onResponseEnd() {
          settle();
          resolve({
            statusCode,
            headers,
            text: chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8'),
          });
        },
        onResponseError(_controller, error) {
          settle();
          reject(error);
        },
      });
    });
  }

  /** A streaming GET (the event stream): the caller consumes and closes the body. */
  stream(path: string, headers: Record<string, string>, signal: AbortSignal): Promise<Dispatcher.ResponseData> {
    return this.pool.request({ method: 'GET', path, headers, signal, bodyTimeout: 0, headersTimeout: 15_000 });
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

export class RegistryClient {
  /** Upstream calls made through this client (reported as `extensions.upstreamCalls` outside production). */
  calls = 0;

  private readonly connection: RegistryConnection;
  readonly identity: RegistryIdentity;
  readonly origin: RequestOrigin;

  constructor(connection: RegistryConnection, identity: RegistryIdentity, origin: RequestOrigin = {}) {
    this.connection = connection;
    this.identity = identity;
    this.origin = origin;
  }

  withIdentity(identity: RegistryIdentity): RegistryClient {
    const client = new RegistryClient(this.connection, identity, this.origin);
    // Keep counting on the request's client.
    client.onCall = () => this.countCall();
    return client;
  }

  private onCall: (() => void) | null = null;
  private countCall() {
    this.calls++;
    this.onCall?.();
  }

  get<T>(path: string, query?: Record<string, QueryValue>): Promise<T> {
    return this.send<T>('GET', buildPath(path, query));
  }

  post<T>(path: string, body: unknown): Promise<T> {
    return this.send<T>('POST', path, body);
  }

  patch<T>(path: string, body: unknown): Promise<T> {
    return this.send<T>('PATCH', path, body);
  }

  async send<T>(method: Dispatcher.HttpMethod, path: string, body?: unknown): Promise<T> {
    return (await this.exchange<T>(method, path, body)).json;
  }

  /**
   * The identities (registry/http/permissions.ts, IDENTITY_HEADER) the registry's answers to this client named, and
   * how many answers named none (refused, public): a remembered viewer stands when every answer named its identity.
   */
  readonly identitiesSeen = new Set<string>();
  answersWithoutIdentity = 0;

  /** A GET with the identity the registry resolved for it. */
  async getWithIdentity<T>(path: string): Promise<{ json: T; identity: string | null }> {
    return this.exchange<T>('GET', path);
  }

  private async exchange<T>(method: Dispatcher.HttpMethod, path: string, body?: unknown): Promise<{ json: T; identity: string | null }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.identity.token) headers.authorization = `JWT ${this.identity.token}`;
    else if (this.identity.requestToken) headers.authorization = `Token ${this.identity.requestToken}`;
    if (this.identity.accountId) headers['registry-account'] = this.identity.accountId;
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.origin.requestId) headers[REQUEST_ID_HEADER] = this.origin.requestId;
    if (this.origin.clientAddress) headers['x-forwarded-for'] = this.origin.clientAddress;
    this.countCall();
    const response = await this.connection.requestWhole({
      method,
      path,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: this.origin.signal,
    });
    const identityHeader = response.headers[IDENTITY_HEADER];
    const identity = typeof identityHeader === 'string' ? identityHeader : null;
    if (identity) this.identitiesSeen.add(identity);
    else this.answersWithoutIdentity++;
    const { text } = response;
    let json: unknown = null;
    if (text) {
      try {
        json = JSON.parse(text);
      } catch {
        json = { detail: text.slice(0, 200) };
      }
    }
    if (response.statusCode < 200 || response.statusCode >= 300) throw new RegistryHttpError(method, path, response.statusCode, json);
    return { json: json as T, identity };
  }
}
