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

/** Runs `operation` `warmups` times unmeasured, then `runs` times measured one after another. */
export async function measureSequential(
  operation: () => Promise<void>,
  { runs, warmups }: { runs: number; warmups: number },
): Promise<Latency> {
  for (let i = 0; i < warmups; i++) await operation();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await operation();
    samples.push(performance.now() - started);
  }
  return summarize(samples);
}

/** Two operations measured in alternation, so drift of the machine's load falls on both alike. */
export async function measurePair(
  first: () => Promise<void>,
  second: () => Promise<void>,
  { runs, warmups }: { runs: number; warmups: number },
): Promise<[Latency, Latency]> {
  for (let i = 0; i < warmups; i++) {
    await first();
    await second();
  }
  const samples: [number[], number[]] = [[], []];
  for (let i = 0; i < runs; i++) {
    for (const [index, operation] of [first, second].entries()) {
      const started = performance.now();
      await operation();
      samples[index]!.push(performance.now() - started);
    }
  }
  return [summarize(samples[0]), summarize(samples[1])];
}
