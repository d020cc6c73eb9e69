// Latency samples of the bench: sequential runs after warm-up runs, reported as p50 / p95.
import { performance } from 'node:perf_hooks';

export interface Latency {
  p50: number;
  p95: number;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function summarize(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

/**
 * Several operations measured in rounds: every round runs each of them once, in order, so the machine's drift (another
 * process, a garbage collection) falls on all of them alike and their figures compare side by side. `warmups` rounds
 * run unmeasured first; one latency per operation, of `runs` samples each.
 */
export async function measureInRounds(
  operations: ReadonlyArray<() => Promise<void>>,
  { runs, warmups }: { runs: number; warmups: number },
): Promise<Latency[]> {
  for (let i = 0; i < warmups; i++) for (const operation of operations) await operation();
  const samples = operations.map((): number[] => []);
  for (let i = 0; i < runs; i++) {
    for (const [index, operation] of operations.entries()) {
      const started = performance.now();
      await operation();
      samples[index]!.push(performance.now() - started);
    }
  }
  return samples.map(summarize);
}
