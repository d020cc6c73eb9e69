// The live bench's clients, in a worker thread of their own (as browsers would be elsewhere): graphql-ws
// connections subscribed to one case (or chat), spread over the BFF replicas' URLs. Each round records when every
// connected client received its update (epoch ms, high resolution) and answers the main thread once all have, or
// when asked to stop waiting. The reconnect scenario drops some connections, and later opens them again with
// `after` = the last version each received, reporting every version the resumed subscriptions then receive.
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface LiveClientsData {
  /** graphql-ws URLs of the BFF replicas: client i connects to urls[i % urls.length]. */
  urls: string[];
  tokens: string[];
  size: number;
  query: string;
  variables: Record<string, unknown>;
}

export type ToClients =
  | { type: 'round' }
  | { type: 'end-round' }
  | { type: 'close' }
  /** Closes the sockets of the first `count` clients (a dropped connection). */
  | { type: 'drop'; count: number }
  /** Opens the dropped ones again with `after`, and reports once each received `expected` results (or after `timeoutMs`). */
  | { type: 'resume'; expected: number; timeoutMs: number };
export type FromClients =
  | { type: 'ready' }
  | { type: 'round-done'; arrivals: number[]; errors: number; versions: string[] }
  | { type: 'dropped' }
  | { type: 'resumed'; received: string[][]; errors: number; ms: number }
  | { type: 'closed' };

const data = workerData as LiveClientsData;
const port = parentPort!;
const now = () => performance.timeOrigin + performance.now();
let round: number[] | null = null;
let roundVersions = new Set<string>();
let errors = 0;
/** Clients whose results count in a round (the dropped ones do not). */
let connected = data.size;

const finishRound = () => {
  if (!round) return;
  port.postMessage({ type: 'round-done', arrivals: round, errors, versions: [...roundVersions] } satisfies FromClients);
  round = null;
  roundVersions = new Set();
  errors = 0;
};

interface Result {
  errors?: unknown;
  extensions?: { live?: { version?: string } };
}

const clients: Client[] = [];
/** The last version each client received. */
const last: Array<string | null> = [];

function open(index: number, variables: Record<string, unknown>, onResult: (value: Result) => void) {
  const client = createClient({
    url: data.urls[index % data.urls.length]!,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `JWT ${data.tokens[index % data.tokens.length]}` },
    lazy: false,
    retryAttempts: 0,
  });
  clients[index] = client;
  client.subscribe(
    { query: data.query, variables },
    {
      next: (value) => {
        const version = (value as Result).extensions?.live?.version;
        if (version) last[index] = version;
        onResult(value as Result);
      },
      error: () => (errors += 1),
      complete: () => {},
    },
  );
  // A query on the same socket answers once the subscription before it is in place.
  return new Promise<void>((resolve, reject) => {
    client.subscribe({ query: '{ viewer { user { email } } }' }, { next: () => {}, error: reject, complete: resolve });
  });
}

const onLiveResult = (value: Result) => {
  if (!round) return;
  if (value.errors) errors += 1;
  else {
    round.push(now());
    const version = value.extensions?.live?.version;
    if (version) roundVersions.add(version);
  }
  if (round.length + errors >= connected) finishRound();
};

const ready: Promise<void>[] = [];
for (let i = 0; i < data.size; i++) {
  last.push(null);
  ready.push(open(i, data.variables, onLiveResult));
  // Connect in small bursts: 1,000 handshakes at once would measure the handshake, not the update.
  if (i % 50 === 49) await Promise.all(ready.slice(-50));
}
await Promise.all(ready);
port.postMessage({ type: 'ready' } satisfies FromClients);

let dropped = 0;

port.on('message', async (message: ToClients) => {
  if (message.type === 'round') round = [];
  else if (message.type === 'end-round') finishRound();
  else if (message.type === 'drop') {
    dropped = message.count;
    connected = data.size - dropped;
    await Promise.all(clients.slice(0, dropped).map((client) => client.dispose()));
    port.postMessage({ type: 'dropped' } satisfies FromClients);
  } else if (message.type === 'resume') {
    const started = performance.now();
    const received: string[][] = Array.from({ length: dropped }, () => []);
    let resumeErrors = 0;
    let complete!: () => void;
    const allIn = new Promise<void>((resolve) => (complete = resolve));
    const check = () => {
      if (received.every((versions) => versions.length >= message.expected)) complete();
    };
    await Promise.all(
      received.map((versions, index) =>
        open(index, { ...data.variables, after: last[index] }, (value) => {
          if (value.errors) resumeErrors += 1;
          else versions.push(value.extensions?.live?.version ?? '?');
          check();
        }),
      ),
    );
    check();
    await Promise.race([allIn, new Promise((resolve) => setTimeout(resolve, message.timeoutMs))]);
    const ms = performance.now() - started;
    // Anything arriving twice would come right behind.
    await new Promise((resolve) => setTimeout(resolve, 300));
    port.postMessage({ type: 'resumed', received, errors: resumeErrors, ms } satisfies FromClients);
  } else if (message.type === 'close') {
    await Promise.all(clients.map((client) => client.dispose()));
    port.postMessage({ type: 'closed' } satisfies FromClients);
  }
});
