// The viewers the registry answered for recent sessions (token and account), one per session, at most `limit`
// (the least recently used go first). Never an answer on its own: a query starts with the remembered viewer, which
// stands when the registry's answers to that query name the identity it was read with, and the query runs again
// with the registry's viewer otherwise (bff/registry/gateway.ts confirmViewer, bff/yoga.ts confirmViewerPlugin).
import type { ViewerState } from './registry/gateway.ts';
import type { Session } from './session.ts';

export class ViewerMemory {
  private readonly viewers = new Map<string, ViewerState>();
  private readonly limit: number;
  constructor(limit = 5_000) {
    this.limit = limit;
  }

  private static keyOf(session: Pick<Session, 'token' | 'accountId'>): string | null {
    return session.token ? `${session.accountId ?? ''} ${session.token}` : null;
  }

  get(session: Pick<Session, 'token' | 'accountId'>): ViewerState | undefined {
    const key = ViewerMemory.keyOf(session);
    return key ? this.viewers.get(key) : undefined;
  }

  /** Remembers the registry's answer for the session; null (signed out, account gone) forgets it. */
  set(session: Pick<Session, 'token' | 'accountId'>, viewer: ViewerState | null): void {
    const key = ViewerMemory.keyOf(session);
    if (!key) return;
    this.viewers.delete(key);
    if (!viewer) return;
    this.viewers.set(key, viewer);
    if (this.viewers.size > this.limit) this.viewers.delete(this.viewers.keys().next().value!);
  }
}
