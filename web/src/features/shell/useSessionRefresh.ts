import { useEffect, useRef } from 'react';
import { SESSION_CHECK_INTERVAL_MS, SESSION_REFRESH_WINDOW_MS } from '../../config.ts';
import { useRefreshSessionMutation } from '../auth/mutations/useRefreshSessionMutation.ts';

/** True when the session ends within the refresh window (12 h). Unknown expiry: no. */
export function shouldRefreshSession(expiresAt: string | null | undefined, now: number): boolean {
  if (!expiresAt) return false;
  const expiry = Date.parse(expiresAt);
  return Number.isFinite(expiry) && expiry - now < SESSION_REFRESH_WINDOW_MS;
}

/**
 * Every 5 minutes, refresh the session when it is close to expiry. A refused refresh ends the session (`onExpired`);
 * one that could not reach the server (offline, a restart) is tried again at the next check, until the session has
 * expired.
 */
export function useSessionRefresh(sessionExpiresAt: string | null | undefined, onExpired: () => void): void {
  const [refresh] = useRefreshSessionMutation();
  const expiresAt = useRef(sessionExpiresAt);
  const expired = useRef(onExpired);
  expired.current = onExpired;

  useEffect(() => {
    expiresAt.current = sessionExpiresAt;
  }, [sessionExpiresAt]);

  useEffect(() => {
    let running = false;
    const timer = setInterval(async () => {
      if (running || !shouldRefreshSession(expiresAt.current, Date.now())) return;
      running = true;
      try {
        const result = await refresh();
        if (result.userErrors.length > 0 || !result.viewer) {
          expired.current();
          return;
        }
        expiresAt.current =
          result.viewer.sessionExpiresAt ?? (result.expiresIn ? new Date(Date.now() + result.expiresIn * 1000).toISOString() : null);
      } catch (error) {
        console.warn('Session refresh could not reach the server; trying again at the next check', error);
        const expiry = expiresAt.current ? Date.parse(expiresAt.current) : NaN;
        if (Number.isFinite(expiry) && expiry <= Date.now()) expired.current();
      } finally {
        running = false;
      }
    }, SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [refresh]);
}
