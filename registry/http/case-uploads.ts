// The secure case upload (issue 14): filled in by the case-uploads slice.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './types.ts';

export function caseUploadRoutes(_app: FastifyInstance, _deps: RouteDeps): void {}
