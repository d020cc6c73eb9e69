// The BFF's edge settings from the environment, read once at start (scripts/start.ts, scripts/dev.ts,
// bff/main.ts) and passed to createBff; README.md's Configuration table lists them.
import { DEFAULT_QUERY_LIMITS, type QueryLimits } from './limits.ts';
import { readPortalMode, type PortalMode } from './mode.ts';
import { graphqlRateLimitsFrom, readWholeNumber, type GraphqlRateLimits } from './rate-limit.ts';
import { parseOriginList } from './security.ts';

export interface EdgeSettings {
  mode: PortalMode;
  corsOrigins: string[];
  queryLimits: QueryLimits;
  rateLimits: GraphqlRateLimits;
}

export function edgeSettingsFrom(env: Record<string, string | undefined>, defaultMode: PortalMode = 'production'): EdgeSettings {
  return {
    mode: readPortalMode(env, defaultMode),
    corsOrigins: parseOriginList(env.CORS_ORIGINS),
    queryLimits: { ...DEFAULT_QUERY_LIMITS, deadlineMs: readWholeNumber(env, 'GRAPHQL_DEADLINE_MS', DEFAULT_QUERY_LIMITS.deadlineMs) },
    rateLimits: graphqlRateLimitsFrom(env),
  };
}
