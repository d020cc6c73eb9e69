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
 * Several operations measured in rounds: every round runs each of them once, so the machine's drift (another process,
 * a garbage collection) falls on all of them alike and their figures compare side by side. Every other round runs
 * them in reverse order: what ran right after its neighbour (a GraphQL call after the REST call to the same
 * registry, which it then finds warm) runs as often right before it. `warmups` rounds run unmeasured first; one
 * latency per operation, of `runs` samples each.
 */
export async function measureInRounds(
  operations: ReadonlyArray<() => Promise<void>>,
  { runs, warmups }: { runs: number; warmups: number },
): Promise<Latency[]> {
  for (let i = 0; i < warmups; i++) for (const operation of operations) await operation();
  const samples = operations.map((): number[] => []);
  const forwards = [...operations.keys()];
  const backwards = [...forwards].reverse();
  for (let i = 0; i < runs; i++) {
    for (const index of i % 2 === 0 ? forwards : backwards) {
      const started = performance.now();
      await operations[index]!();
      samples[index]!.push(performance.now() - started);
    }
  }
  return samples.map(summarize);
}
