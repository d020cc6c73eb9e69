import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createFilePassthrough, isFilePath } from './file-passthrough.ts';

const servers: http.Server[] = [];

async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('file passthrough', () => {
  it('takes only the upload and file paths of the registry', () => {
    expect(isFilePath('/api/registry/v1/uploads/abc?signature=x')).toBe(true);
    expect(isFilePath('/api/registry/v1/files/token')).toBe(true);
    expect(isFilePath('/api/registry/v1/portfolio/')).toBe(false);
    expect(isFilePath('/graphql')).toBe(false);
    expect(isFilePath(undefined)).toBe(false);
  });

  it('streams the body both ways and forwards the bytes’ headers, never the cookies', async () => {
    let seen: { method?: string; url?: string; headers: http.IncomingHttpHeaders; bytes: number } | null = null;
    const registry = await listen((req, res) => {
      let bytes = 0;
      req.on('data', (chunk: Buffer) => (bytes += chunk.byteLength));
      req.on('end', () => {
        seen = { method: req.method, url: req.url, headers: req.headers, bytes };
        res.writeHead(201, { 'content-type': 'application/json', 'x-content-type-options': 'nosniff' });
        res.end(JSON.stringify({ bytes }));
      });
    });
    const front = await listen(createFilePassthrough(registry));
    const body = Buffer.alloc(3 * 1024 * 1024, 7);
    const answer = await fetch(`${front}/api/registry/v1/uploads/u1?signature=s`, {
      method: 'PUT',
      body,
      headers: { 'content-type': 'application/pdf', cookie: 'registry-token=secret', authorization: 'JWT secret' },
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await answer.json()).toEqual({ bytes: body.byteLength });
    expect(seen).toMatchObject({ method: 'PUT', url: '/api/registry/v1/uploads/u1?signature=s', bytes: body.byteLength });
    expect(seen!.headers['content-type']).toBe('application/pdf');
    expect(seen!.headers.cookie).toBeUndefined();
    expect(seen!.headers.authorization).toBeUndefined();
  });

  it('answers 502 when the registry cannot be reached', async () => {
    const gone = await listen(() => {});
    await new Promise((resolve) => servers.pop()!.close(resolve));
    const front = await listen(createFilePassthrough(gone));
    const answer = await fetch(`${front}/api/registry/v1/files/t`);
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({ detail: 'The registry is unavailable.' });
  });
});
