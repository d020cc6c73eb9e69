// One error handler: known errors keep their DRF-shaped bodies, Fastify's own client errors are mapped, and
// everything else is logged and answered with a bare 500 (never a stack trace).
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, MESSAGES } from '../domain/errors.ts';

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.status).send(error.body);
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      return reply.status(400).send({ non_field_errors: [fastifyError.message] });
    }
    const status = fastifyError.statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, unsupported media type, body too large) carry safe texts.
      return reply.status(status).send({ detail: fastifyError.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: MESSAGES.internal });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ detail: MESSAGES.notFound }));
}
