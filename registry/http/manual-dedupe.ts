// Staff's manual case dedupe (issue 14): filled in by the manual-dedupe slice.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './types.ts';

export function manualDedupeRoutes(_app: FastifyInstance, _deps: RouteDeps): void {}
