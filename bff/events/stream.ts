// A resumable reader of the registry's outbox (GET /api/registry/v1/events/, Server-Sent Events): it
// reconnects with back-off and resumes after the last event it handled (Last-Event-ID), so a dropped
// connection loses nothing.
import type { Logger } from 'pino';
import { REGISTRY_PREFIX, type RegistryConnection } from '../rest/registry-client.ts';
import type { RegistryEvent } from './registry-event.ts';

export interface EventStreamOptions {
  connection: RegistryConnection;
  serviceKey: string;
  /** Called for every event in order; the stream waits for it before the next. */
  onEvent: (event: RegistryEvent) => Promise<void> | void;
  /** Resume after this event id; null starts at the present. */
  lastEventId: number | null;
  /** Where the registry starts this connection's stream (the event id it sends from), once per connection. */
  onStart?: (after: number) => void;
  logger?: Logger;
}

/** Splits an SSE byte stream into messages (https://html.spec.whatwg.org/multipage/server-sent-events.html). */
export async function* parseServerSentEvents(
  chunks: AsyncIterable<Uint8Array | string>,
  onComment?: (text: string) => void,
): AsyncGenerator<{ id?: string; event?: string; data: string }> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of chunks) {
    buffer += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    buffer = buffer.replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const message: { id?: string; event?: string; data: string } = { data: '' };
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) onComment?.(line.slice(1).trim());
        if (!line || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'data') data.push(value);
        else if (field === 'id') message.id = value;
        else if (field === 'event') message.event = value;
      }
      if (data.length) {
        message.data = data.join('\n');
        yield message;
      }
    }
  }
}

export class RegistryEventStream {
  private readonly options: EventStreamOptions;
  private lastEventId: number | null;
  private readonly abort = new AbortController();
  private loop: Promise<void> | null = null;
  private connected!: () => void;
  /** Resolves once the first connection is open (events after this point are not missed). */
  readonly ready: Promise<void> = new Promise((resolve) => (this.connected = resolve));

  constructor(options: EventStreamOptions) {
    this.options = options;
    this.lastEventId = options.lastEventId;
  }

  get position(): number | null {
    return this.lastEventId;
  }

  start(): void {
    this.loop ??= this.run();
  }

  private async run(): Promise<void> {
    const { connection, serviceKey, logger } = this.options;
    let delay = 250;
    while (!this.abort.signal.aborted) {
      try {
        const headers: Record<string, string> = { accept: 'text/event-stream', authorization: `Service ${serviceKey}` };
        if (this.lastEventId !== null) headers['last-event-id'] = String(this.lastEventId);
        const response = await connection.stream(`${REGISTRY_PREFIX}/events/`, headers, this.abort.signal);
        if (response.statusCode !== 200) {
          await response.body.dump();
          throw new Error(`event stream answered ${response.statusCode}`);
        }
        this.connected();
        delay = 250;
        logger?.info({ after: this.lastEventId }, 'registry event stream connected');
        // The registry's first comment names where it starts (`stream from <id>`).
        const onComment = (text: string) => {
          const start = /^stream from (\d+)$/.exec(text);
          if (start) this.options.onStart?.(Number(start[1]));
        };
        for await (const message of parseServerSentEvents(response.body, onComment)) {
          const event = JSON.parse(message.data) as RegistryEvent;
          await this.options.onEvent(event);
          this.lastEventId = event.id;
        }
        if (!this.abort.signal.aborted) logger?.warn('registry event stream ended; reconnecting');
      } catch (error) {
        if (this.abort.signal.aborted) break;
        logger?.warn({ err: error, retryInMs: delay }, 'registry event stream failed; reconnecting');
      }
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
      delay = Math.min(delay * 2, 10_000);
    }
  }

  async close(): Promise<void> {
    this.abort.abort();
    this.connected();
    await this.loop?.catch(() => undefined);
  }
}
