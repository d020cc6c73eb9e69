import { Navigate } from 'react-router';
import type { EnvironmentHolder } from '../relay/environment.ts';

// Issue 14: a placeholder until its slice fills it in.
export function dedupeLoader(_holder: EnvironmentHolder) {
  return () => null;
}

export function DedupeRoute() {
  return <Navigate replace to="/" />;
}
