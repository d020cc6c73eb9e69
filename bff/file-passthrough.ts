// Document bytes never go through GraphQL: the browser PUTs an upload to the signed target the registry issued and
// downloads from a signed link. Both are registry paths (/api/registry/v1/uploads/…, /api/registry/v1/files/…).
// When the registry runs in the same process the front server hands /api to it; when it runs elsewhere
// (REGISTRY_URL) these two path families are streamed through to it here, byte for byte, so the page's origin is the
// only one the browser talks to. The signed token in the path is the credential; nothing else is forwarded.
import http from 'node:http';
import https from 'node:https';
import { pipeline } from 'node:stream';

const FILE_PATHS = ['/api/registry/v1/uploads/', '/api/registry/v1/files/'];

export const isFilePath = (url: string | undefined): boolean => !!url && FILE_PATHS.some((prefix) => url.startsWith(prefix));

/** The request and response headers that describe the bytes; hop-by-hop and identity headers stay behind. */
const FORWARDED_REQUEST_HEADERS = ['content-type', 'content-length', 'content-md5', 'range', 'if-none-match'];

export function createFilePassthrough(registryUrl: string) {
  const base = new URL(registryUrl);
  const transport = base.protocol === 'https:' ? https : http;
  return (req: http.IncomingMessage, res: http.ServerResponse): void => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const name of FORWARDED_REQUEST_HEADERS) if (req.headers[name] !== undefined) headers[name] = req.headers[name];
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
    const upstream = transport.request(
      { protocol: base.protocol, hostname: base.hostname, port: base.port, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        pipeline(answer, res, () => {});
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' }).end('{"detail":"The registry is unavailable."}');
      else res.destroy();
    });
    // A browser that cancels its upload closes the request: the registry sees the cut and stores nothing.
    pipeline(req, upstream, () => {});
  };
}
