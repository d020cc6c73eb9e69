// The live bench's clients, in a worker thread of their own (as browsers would be elsewhere): graphql-ws
// connections subscribed to one case. Each round records when every client received its update (epoch ms, high
// resolution) and answers the main thread once all have, or when asked to stop waiting.
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface LiveClientsData {
  url: string;
  tokens: string[];
  size: number;
  query: string;
  variables: Record<string, unknown>;
}

export type ToClients = { type: 'round' } | { type: 'end-round' } | { type: 'close' };
export type FromClients = { type: 'ready' } | { type: 'round-done'; arrivals: number[]; errors: number } | { type: 'closed' };

const data = workerData as LiveClientsData;
const port = parentPort!;
const now = () => performance.timeOrigin + performance.now();
let round: number[] | null = null;
let errors = 0;

const finishRound = () => {
  if (!round) return;
  port.postMessage({ type: 'round-done', arrivals: round, errors } satisfies FromClients);
  round = null;
  errors = 0;
};

const clients: Client[] = [];
const ready: Promise<void>[] = [];
for (let i = 0; i < data.size; i++) {
  const client = createClient({
    url: data.url,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `JWT ${data.tokens[i % data.tokens.length]}` },
    lazy: false,
    retryAttempts: 0,
  });
  clients.push(client);
  // A query on the same socket answers once the subscription before it is in place.
  client.subscribe(
    { query: data.query, variables: data.variables },
    {
      next: (value) => {
        if (!round) return;
        if (value.errors) errors += 1;
        else round.push(now());
        if (round.length + errors >= data.size) finishRound();
      },
      error: () => (errors += 1),
      complete: () => {},
    },
  );
  ready.push(
    new Promise<void>((resolve, reject) => {
      client.subscribe({ query: '{ viewer { user { email } } }' }, { next: () => {}, error: reject, complete: resolve });
    }),
  );
  // Connect in small bursts: 1,000 handshakes at once would measure the handshake, not the update.
  if (i % 50 === 49) await Promise.all(ready.slice(-50));
}
await Promise.all(ready);
port.postMessage({ type: 'ready' } satisfies FromClients);

port.on('message', async (message: ToClients) => {
  if (message.type === 'round') round = [];
  else if (message.type === 'end-round') finishRound();
  else if (message.type === 'close') {
    await Promise.all(clients.map((client) => client.dispose()));
    port.postMessage({ type: 'closed' } satisfies FromClients);
  }
});
