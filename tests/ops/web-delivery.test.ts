// How the portal's answers travel: the web client's hashed files precompressed (Brotli, gzip) and cached for a year,
// the page itself revalidated, GraphQL and REST JSON compressed for a client that accepts it, and the registry's live
// event stream sent event by event, never held in a compressor's buffer.
import http from 'node:http';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type Portal } from '../../scripts/lib/portal.ts';
import { IMMUTABLE, REVALIDATE } from '../../scripts/lib/web-static.ts';
import { MEMORY } from '../../registry/app.ts';
import { createScratchDatabase } from '../../registry/testing.ts';
import { precompressFile } from '../../web/precompress.ts';

const SERVICE_KEY = 'web-delivery-service-key';
const ASSET = 'assets/index-Ab12Cd34.js';
const assetSource = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, label: `row ${i}` })))};\n`;
const page = `<!doctype html><html><head><title>Lien Registry</title><script type="module" src="/${ASSET}"></script>${'<!-- padding -->'.repeat(80)}</head><body><div id="root"></div></body></html>`;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request with exactly the headers given (fetch would add its own Accept-Encoding and decode the body). */
function request(url: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: body === undefined ? 'GET' : 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function decoded({ headers, body }: Answer): string {
  if (headers['content-encoding'] === 'br') return zlib.brotliDecompressSync(body).toString();
  if (headers['content-encoding'] === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
}

describe('web delivery: compression and caching', () => {
  let portal: Portal;
  let webDist: string;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'web-delivery-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, ASSET), assetSource);
    await writeFile(path.join(webDist, 'index.html'), page);
    await precompressFile(path.join(webDist, ASSET));
    await precompressFile(path.join(webDist, 'index.html'));
    if (process.env.DATABASE_URL) scratch = await createScratchDatabase(process.env.DATABASE_URL);
    portal = await startPortal({
      port: 0,
      host: '127.0.0.1',
      databaseUrl: scratch?.url,
      dataDir: MEMORY,
      serviceKey: SERVICE_KEY,
      logger: pino({ level: 'silent' }),
      webDist,
    });
  });

  afterAll(async () => {
    await portal?.close();
    await scratch?.drop();
    await rm(webDist, { recursive: true, force: true });
  });

  it('sends a hashed asset as its Brotli copy, cached immutably for a year', async () => {
    const answer = await request(`${portal.url}/${ASSET}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.body.length).toBeLessThan(assetSource.length / 3);
    expect(decoded(answer)).toBe(assetSource);
  });

  it('sends the gzip copy to a client without Brotli, and the plain file to one that accepts neither', async () => {
    const gzip = await request(`${portal.url}/${ASSET}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe(IMMUTABLE);
    expect(decoded(gzip)).toBe(assetSource);

    const plain = await request(`${portal.url}/${ASSET}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body.toString()).toBe(assetSource);
  });

  it('has index.html and every page of the single-page app revalidated (no-cache), compressed too', async () => {
    for (const url of ['/', '/index.html', '/portfolio', '/portfolio/3f1c9a52-0000-4000-8000-000000000000?tab=inbox']) {
      const answer = await request(`${portal.url}${url}`, { 'accept-encoding': 'br' });
      expect(answer.status, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe(REVALIDATE);
      expect(answer.headers['content-type'], url).toMatch(/text\/html/);
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect(decoded(answer), url).toBe(page);
    }
  });

  it('answers 404 for a hashed file the build does not have (a chunk of an older deploy), not the page', async () => {
    const answer = await request(`${portal.url}/assets/index-Old00000.js`, { 'accept-encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(decoded(answer)).not.toContain('<html');
  });

  it('compresses a GraphQL answer for a client that accepts Brotli, and leaves it plain for one that does not', async () => {
    const query = JSON.stringify({ query: '{ options { usStates { label value } caseStatus { label value } } }' });
    const headers = { 'content-type': 'application/json', accept: 'application/json' };
    const compressed = await request(`${portal.url}/graphql`, { ...headers, 'accept-encoding': 'br, gzip' }, query);
    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    const data = JSON.parse(decoded(compressed)) as { data: { options: { usStates: unknown[] } } };
    expect(data.data.options.usStates.length).toBeGreaterThan(50);

    const plain = await request(`${portal.url}/graphql`, headers, query);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(data);
  });

  it('compresses a REST answer of the registry (gzip when that is all the client takes)', async () => {
    const answer = await request(`${portal.url}/api/registry/v1/options/`, { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(Object.keys(JSON.parse(decoded(answer)) as object).length).toBeGreaterThan(3);
  });

  it('sends the live event stream uncompressed and at once, whatever the client accepts', async () => {
    const first = await new Promise<{ headers: http.IncomingHttpHeaders; chunk: string }>((resolve, reject) => {
      const req = http.get(
        `${portal.url}/api/registry/v1/events/`,
        { headers: { authorization: `Service ${SERVICE_KEY}`, accept: 'text/event-stream', 'accept-encoding': 'br, gzip' } },
        (res) => {
          // The first bytes arrive while the stream stays open: nothing waits for a buffer to fill or the stream to end.
          res.once('data', (chunk: Buffer) => {
            resolve({ headers: res.headers, chunk: chunk.toString() });
            req.destroy();
          });
          res.on('error', () => undefined);
        },
      );
      req.on('error', reject);
      setTimeout(() => reject(new Error('no event-stream bytes within 5 s')), 5_000).unref();
    });
    expect(first.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.headers['cache-control']).toContain('no-transform');
    expect(first.chunk).toContain('retry: 1000');
  });
});
