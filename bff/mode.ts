// The product's one mode switch. Read once at start from PORTAL_MODE and passed down as an option: never from
// NODE_ENV, which the in-process Vite build rewrites (the first start of a fresh clone would run in another mode
// than the next one).
export type PortalMode = 'production' | 'development';

export const PORTAL_MODES: readonly PortalMode[] = ['production', 'development'];

/** PORTAL_MODE, or `fallback` when it is unset; any other value stops the start with a clear message. */
export function readPortalMode(env: Record<string, string | undefined> = process.env, fallback: PortalMode = 'production'): PortalMode {
  const value = env.PORTAL_MODE?.trim();
  if (!value) return fallback;
  if ((PORTAL_MODES as readonly string[]).includes(value)) return value as PortalMode;
  throw new Error(`PORTAL_MODE must be one of ${PORTAL_MODES.join(', ')} (got "${value}")`);
}
