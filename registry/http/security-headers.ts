// Security headers on every registry answer (helmet): the REST API serves JSON only, so its Content-Security-Policy
// allows nothing at all and no one may frame it; `nosniff`, `Referrer-Policy: no-referrer`, and HSTS when the
// request came over HTTPS (TLS here, or a proxy that terminated it).
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  // helmet itself, built once (@fastify/helmet builds it anew on every request, parsing the policy each time).
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  app.addHook('onRequest', async (request, reply) => {
    const forwarded = request.headers['x-forwarded-proto'];
    const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
    const encrypted = 'encrypted' in request.raw.socket && !!request.raw.socket.encrypted;
    if (encrypted || proto === 'https') reply.header('strict-transport-security', HSTS_VALUE);
  });
}
