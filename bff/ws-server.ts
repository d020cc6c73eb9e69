// graphql-ws on a `ws` server: graphql-ws/use/ws, with two changes for live fan-out to many sockets.
//  1. A result object is serialized once, however many subscriptions send it: subscribers of one user share one
//     execution (events/shared-execution.ts), so 1,000 sockets of 10 users are 10 JSON.stringify calls of the
//     payload, not 1,000. graphql-ws serializes each message itself (`jsonMessageReplacer` is its only hook), so the
//     replacer hands the payload's JSON to `send` beside a placeholder, and `send` puts it in.
//  2. `send` does not wait for the socket's write callback: ws keeps writes in order, and waiting only adds a callback
//     and a promise per socket and message.
//  3. Results without errors do not pass through graphql-ws at all: each subscription's stream sends them to its
//     socket (events/direct-delivery.ts) as the same `next` message graphql-ws would write.
// Keep-alive pings as in use/ws. Socket errors are the caller's to log (server.ts).
import type { IncomingMessage } from 'node:http';
import { CloseCode, handleProtocols, makeServer, type ServerOptions } from 'graphql-ws';
import type { WebSocket, WebSocketServer } from 'ws';
import { attachDirectSink } from './events/direct-delivery.ts';

export interface Extra {
  socket: WebSocket;
  request: IncomingMessage;
}

/** Stands for the payload in the serialized message (JSON.stringify writes it as "\u0000payload"). */
const PLACEHOLDER = '\u0000payload';
const SERIALIZED_PLACEHOLDER = JSON.stringify(PLACEHOLDER);

const payloadJson = new WeakMap<object, string>();

function serializedPayload(payload: object): string {
  let json = payloadJson.get(payload);
  if (json === undefined) payloadJson.set(payload, (json = JSON.stringify(payload)));
  return json;
}

/** The message being serialized, and its payload's JSON once the replacer has met it (read by `send` at once). */
let message: unknown = null;
let pendingPayload: string | null = null;

function replacer(this: unknown, key: string, value: unknown): unknown {
  if (key === '') {
    message = value;
    pendingPayload = null;
    return value;
  }
  // Only the message's own payload (a field named `payload` inside the data is left alone).
  if (key === 'payload' && this === message && typeof value === 'object' && value !== null) {
    pendingPayload = serializedPayload(value);
    return PLACEHOLDER;
  }
  return value;
}

/** The message graphql-ws serialized, with its payload's JSON in place of the placeholder. */
function withPayload(data: string): string {
  const json = pendingPayload;
  message = null;
  pendingPayload = null;
  if (json === null) return data;
  const at = data.indexOf(SERIALIZED_PLACEHOLDER);
  return at === -1 ? data : data.slice(0, at) + json + data.slice(at + SERIALIZED_PLACEHOLDER.length);
}

export function useGraphqlWs<P extends Record<string, unknown>>(
  options: Omit<ServerOptions<P, Extra>, 'jsonMessageReplacer'>,
  wss: WebSocketServer,
  keepAliveMs = 12_000,
): { dispose(): Promise<void> } {
  const server = makeServer<P, Extra>({
    ...options,
    onSubscribe: async (ctx, id, payload) => {
      const args = await options.onSubscribe?.(ctx, id, payload);
      const context = args && 'schema' in args ? args.contextValue : undefined;
      // An onNext of the caller's sees every result: then they all go through graphql-ws.
      if (!options.onNext && typeof context === 'object' && context !== null) {
        const { socket } = ctx.extra;
        const head = `{"id":${JSON.stringify(id)},"type":"next","payload":`;
        attachDirectSink(context, {
          send: (result) => {
            if (socket.readyState === socket.OPEN) socket.send(head + serializedPayload(result) + '}');
          },
        });
      }
      return args;
    },
    // The result itself (not graphql-ws's copy of it) when it has no errors, so its JSON is cached with it.
    onNext: async (ctx, id, payload, args, result) =>
      (await options.onNext?.(ctx, id, payload, args, result)) ?? ('errors' in result && result.errors ? undefined : result),
    jsonMessageReplacer: replacer,
  });
  wss.options.handleProtocols = handleProtocols;
  wss.on('connection', (socket, request) => {
    let pongWait: NodeJS.Timeout | null = null;
    const pingInterval = setInterval(() => {
      if (socket.readyState !== socket.OPEN) return;
      pongWait = setTimeout(() => socket.terminate(), keepAliveMs);
      socket.once('pong', () => {
        if (pongWait) clearTimeout(pongWait);
        pongWait = null;
      });
      socket.ping();
    }, keepAliveMs);
    const closed = server.opened(
      {
        protocol: socket.protocol,
        send: (data) => {
          // graphql-ws serializes and sends in one synchronous step: the payload met by the replacer is this one's.
          const text = withPayload(data);
          if (socket.readyState === socket.OPEN) socket.send(text);
        },
        close: (code, reason) => socket.close(code, reason),
        onMessage: (handle) =>
          socket.on('message', (data) => {
            handle(String(data)).catch(() => socket.close(CloseCode.InternalServerError, 'Internal server error'));
          }),
      },
      { socket, request },
    );
    socket.once('close', (code, reason) => {
      if (pongWait) clearTimeout(pongWait);
      clearInterval(pingInterval);
      void closed(code, String(reason));
    });
  });
  return {
    async dispose() {
      for (const client of wss.clients) client.close(1001, 'Going away');
      wss.removeAllListeners();
      await new Promise<void>((resolve, reject) => wss.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
