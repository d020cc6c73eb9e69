// Staff's dedupe and verification queue (issue 14): filled in by the dedupe slice.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './types.ts';

export function dedupeRoutes(_app: FastifyInstance, _deps: RouteDeps): void {}
