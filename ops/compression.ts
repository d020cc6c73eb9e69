// Brotli (preferred) or gzip for the JSON and text a server sends, when the client says it accepts them.
import fastifyCompress from '@fastify/compress';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * JSON and text, never a live stream: text/event-stream (Server-Sent Events) must reach the client event by event,
 * and a compressor would hold events back until its buffer fills. The registry's own event stream takes over the
 * socket (reply.hijack) and is never seen here; this also covers any SSE answer from GraphQL Yoga.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/]json(?:;|$)|^application\/(?:javascript|xml)(?:;|$)|^image\/svg\+xml(?:;|$)/u;

/**
 * Registers response compression on `app` for the routes registered after it. Brotli quality 4 (the plugin's
 * default) costs about what gzip does and compresses better; answers under 1 KB go as they are. Files under the web
 * client's /assets/ come precompressed at build time (web/precompress.ts) and carry their Content-Encoding already,
 * which the plugin leaves alone. Whole answers (a string or Buffer: JSON pages, GraphQL results) up to 64 KiB are
 * compressed in one call: on a 2-core host the plugin's default sends everything above 8 KiB through a zlib stream
 * pipeline, whose setup costs the event loop more than compressing such an answer does. Callers inside the product
 * that send no Accept-Encoding (the BFF's undici pool to the registry) get plain JSON: no CPU spent compressing on
 * loopback.
 */
export async function installCompression<Logger extends FastifyBaseLogger>(
  app: FastifyInstance<Server, IncomingMessage, ServerResponse, Logger>,
): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    syncThreshold: 64 * 1024,
    customTypes: COMPRESSIBLE,
    globalCompression: true,
    // Request bodies stay as they are: no client of ours compresses them, and inflating them invites zip bombs.
    globalDecompression: false,
  });
}
