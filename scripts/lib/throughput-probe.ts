// Preloaded (`node --import`) into each server process of the throughput bench (scripts/lib/throughput-bench.ts):
// answers the parent's 'elu' message with the main thread's event-loop utilisation so far, so the bench can tell
// a saturated event loop (one core's worth of JavaScript) from CPU spent on other threads (GC, libuv's pool).
import { performance } from 'node:perf_hooks';

if (process.send) {
  process.on('message', (message) => {
    if (message === 'elu') process.send!({ elu: performance.eventLoopUtilization() });
  });
  // The channel must not keep a server alive that its own shutdown lets go.
  process.channel?.unref();
}
