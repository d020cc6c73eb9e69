// A subscription's results straight to its socket. Between a subscription's stream and its socket, graphql-ws and
// envelop each wrap every result in promises and a copy (about half of the cost of a live message to 1,000 sockets,
// measured by `npm run bench`). A result without errors passes through neither unchanged (the only hook that
// changes results is error masking), so the transport attaches a sink to each subscription's context, and the
// subscription's stream (subscription-groups.ts) sends such results through it; results with errors and the end
// still take the ordinary way, in order.
import type { ExecutionResult } from 'graphql';

export interface DirectSink {
  /** Sends `result` (without errors) as the subscription's next message, at once. */
  send(result: ExecutionResult): void;
}

const sinks = new WeakMap<object, DirectSink>();

/** The transport's sink for the subscription whose context this is. */
export function attachDirectSink(context: object, sink: DirectSink): void {
  sinks.set(context, sink);
}

export function directSinkOf(context: unknown): DirectSink | undefined {
  return typeof context === 'object' && context !== null ? sinks.get(context) : undefined;
}
