// Background jobs: work that must not hold up a request (sending mail, generating documents, settling payments).
// The embedded default runs jobs in this process, retrying a failing job with exponential backoff; a job that uses
// up its attempts is kept in `failed` (and reported) rather than lost silently. A durable queue (pg-boss, a broker)
// implements the same interface when jobs must survive a restart.
import { randomUUID } from 'node:crypto';

export type JobHandler<Payload> = (payload: Payload, context: { id: string; attempt: number }) => Promise<void>;

export interface JobOptions {
  /** Tries in all, the first included (default 5). */
  attempts?: number;
  /** Wait before the first retry; doubles with each one (default 1 s). */
  backoffMs?: number;
  /** The longest wait between tries (default 1 min). */
  maxBackoffMs?: number;
}

export interface FailedJob {
  id: string;
  name: string;
  payload: unknown;
  attempts: number;
  error: unknown;
}

export interface JobRunner {
  register<Payload>(name: string, handler: JobHandler<Payload>, options?: JobOptions): void;
  /** Queues a run of a registered job; answers its id. */
  enqueue<Payload>(name: string, payload: Payload): string;
  /** Resolves once nothing is queued, running or waiting for a retry. */
  idle(): Promise<void>;
  readonly failed: readonly FailedJob[];
  /** Drops waiting retries, refuses new jobs and waits for running ones. */
  close(): Promise<void>;
}

interface Registered {
  handler: JobHandler<unknown>;
  attempts: number;
  backoffMs: number;
  maxBackoffMs: number;
}

/** The wait before try `attempt + 1` after `attempt` failed tries. */
export const backoffDelay = (attempt: number, backoffMs: number, maxBackoffMs: number) =>
  Math.min(maxBackoffMs, backoffMs * 2 ** (attempt - 1));

export function createInProcessJobs(options: { onFailure?: (job: FailedJob) => void } = {}): JobRunner {
  const handlers = new Map<string, Registered>();
  const failed: FailedJob[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let pending = 0;
  let closed = false;
  let waiters: (() => void)[] = [];

  const settle = () => {
    pending -= 1;
    if (pending === 0) {
      for (const wake of waiters) wake();
      waiters = [];
    }
  };

  const run = (id: string, name: string, job: Registered, payload: unknown, attempt: number) => {
    const execution = (async () => {
      try {
        await job.handler(payload, { id, attempt });
        settle();
      } catch (error) {
        if (attempt >= job.attempts || closed) {
          const record = { id, name, payload, attempts: attempt, error };
          failed.push(record);
          options.onFailure?.(record);
          settle();
          return;
        }
        const timer = setTimeout(
          () => {
            timers.delete(timer);
            run(id, name, job, payload, attempt + 1);
          },
          backoffDelay(attempt, job.backoffMs, job.maxBackoffMs),
        );
        timer.unref();
        timers.add(timer);
      }
    })();
    running.add(execution);
    void execution.finally(() => running.delete(execution));
  };

  return {
    failed,
    register(name, handler, jobOptions = {}) {
      if (handlers.has(name)) throw new Error(`jobs: ${name} is registered already`);
      handlers.set(name, {
        handler: handler as JobHandler<unknown>,
        attempts: jobOptions.attempts ?? 5,
        backoffMs: jobOptions.backoffMs ?? 1000,
        maxBackoffMs: jobOptions.maxBackoffMs ?? 60_000,
      });
    },
    enqueue(name, payload) {
      if (closed) throw new Error('jobs: the runner is closed');
      const job = handlers.get(name);
      if (!job) throw new Error(`jobs: no job named ${name}`);
      const id = randomUUID();
      pending += 1;
      setImmediate(() => run(id, name, job, payload, 1));
      return id;
    },
    idle() {
      return pending === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));
    },
    async close() {
      closed = true;
      for (const timer of timers) {
        clearTimeout(timer);
        settle();
      }
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}
