// Resuming subscriptions after graphql-ws reconnects. Every live result carries `extensions.live.version` (the
// registry event it came from); graphql-ws sends each subscription's payload object again after a reconnection, so
// the payload's `variables.after` is set, just before, to the last version that subscription received: the server
// replays what was missed, in order and once. A subscription that has received nothing yet resumes from the
// `liveVersion` of the acknowledgement of the connection it started on (where the server stood then). A result
// marked `resync` means more was missed than can be replayed: the visible queries are refetched.

/** The object graphql-ws sends for one subscription (again on every reconnection). */
export interface SubscriptionPayload {
  variables?: Record<string, unknown>;
}

/** What a live result says of itself (the BFF's `extensions.live`). */
interface LiveExtension {
  version?: unknown;
  resync?: unknown;
}

export interface TrackedSubscription {
  /** Records a result's version; true when the result is a resync (the client should refetch what it shows). */
  received(result: unknown): boolean;
  /** The subscription ended: it is no longer resumed. */
  stop(): void;
}

interface Entry {
  payload: SubscriptionPayload;
  /** The last version received. */
  last: string | null;
  /** Where the server stood when the subscription was first sent (its connection's acknowledgement). */
  base: string | null;
  /** Sent on a connection already: the next `connected` is a reconnection for it. */
  sent: boolean;
}

const versionIn = (value: unknown): string | null => (typeof value === 'string' && /^\d+$/.test(value) ? value : null);

export class LiveResume {
  private readonly entries = new Set<Entry>();
  /** The acknowledged version of the open connection; undefined while there is none. */
  private current: string | null | undefined = undefined;

  /** graphql-ws `connected`: subscriptions waiting for their first connection start here; the others resume. */
  connected(acknowledgement: unknown): void {
    const version = versionIn((acknowledgement as { liveVersion?: unknown } | null | undefined)?.liveVersion);
    for (const entry of this.entries) {
      if (!entry.sent) {
        entry.sent = true;
        entry.base = version;
        continue;
      }
      const after = entry.last ?? entry.base;
      if (after !== null) entry.payload.variables = { ...entry.payload.variables, after };
    }
    this.current = version;
  }

  /** graphql-ws `closed`: subscriptions started from now on wait for the next connection. */
  closed(): void {
    this.current = undefined;
  }

  /** Starts resuming `payload` (which graphql-ws is about to send, at once when connected). */
  track(payload: SubscriptionPayload): TrackedSubscription {
    const connected = this.current !== undefined;
    const entry: Entry = { payload, last: null, base: connected ? (this.current ?? null) : null, sent: connected };
    this.entries.add(entry);
    return {
      received: (result) => {
        const live = (result as { extensions?: { live?: LiveExtension } } | null)?.extensions?.live;
        const version = versionIn(live?.version);
        if (version !== null) entry.last = version;
        return live?.resync === true;
      },
      stop: () => this.entries.delete(entry),
    };
  }
}
