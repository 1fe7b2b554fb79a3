import { performance } from 'node:perf_hooks';

/** p50 / p95 / max of timed runs, in ms. */
export interface Timing {
  p50: number;
  p95: number;
  max: number;
  runs: number;
}

/** The percentile `p` (0-100) of sorted values (0 when there are none). */
export function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

/** Runs `work` `warmup` times untimed, then `runs` times timed. */
export async function time(runs: number, work: () => Promise<void>, warmup = 10): Promise<Timing> {
  for (let i = 0; i < warmup; i += 1) await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples.at(-1) ?? 0, runs };
}

/** Samples the resident set size every 50 ms while `work` runs; answers the peak and the start. */
export async function withRssSampling<T>(
  work: () => Promise<T>,
): Promise<{ result: T; startMb: number; peakMb: number }> {
  const mb = () => process.memoryUsage().rss / 1048576;
  const startMb = mb();
  let peakMb = startMb;
  const timer = setInterval(() => (peakMb = Math.max(peakMb, mb())), 50);
  try {
    const result = await work();
    peakMb = Math.max(peakMb, mb());
    return { result, startMb, peakMb };
  } finally {
    clearInterval(timer);
  }
}
