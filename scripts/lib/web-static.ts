// Serves the built web client: hashed files under /assets/ precompressed (.br, .gz written by the build) and cached
// for a year, index.html and the single-page-app fallback revalidated on every visit so a deploy shows at once.
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';

/** Vite names every file under assets/ by its content's hash: a changed file is a new URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page names the current hashes: the browser may keep it but asks (ETag / Last-Modified) before using it. */
export const REVALIDATE = 'no-cache';

const isHashedAsset = (file: string) => file.split(path.sep).includes('assets');

function cacheHeaders(reply: FastifyReply, file: string): void {
  reply.header('cache-control', isHashedAsset(file) ? IMMUTABLE : REVALIDATE);
}

export async function serveWebClient<Logger extends FastifyBaseLogger>(
  app: FastifyInstance<Server, IncomingMessage, ServerResponse, Logger>,
  root: string,
): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: ['index.html'],
    // index.html.br, app-1a2b.js.gz … when the client accepts them; the plain file otherwise.
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders,
  });
  app.setNotFoundHandler((request, reply) => {
    // A chunk of an older build (a tab open across a deploy) must fail as a script would, not load the page as one.
    if (request.method === 'GET' && !request.url.startsWith('/graphql') && !request.url.startsWith('/assets/')) {
      return reply.header('cache-control', REVALIDATE).sendFile('index.html');
    }
    return reply.code(404).send({ detail: 'Not found.' });
  });
}
