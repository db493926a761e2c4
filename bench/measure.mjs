// Time-boxed throughput measurement. The two engines are measured in alternating slices, so
// that neither gains from running first (JIT state, garbage left by the previous measurement).
import { performance } from 'node:perf_hooks';

let sink = 0;

/**
 * Operations per second of `a` and of `b`: each is warmed up for `warmupMs`, then they run in
 * `rounds` alternating slices that add up to about `timeMs` each. The result is the median of
 * the slices' rates, which holds up better than the mean when the machine is busy.
 */
export function compare(a, b, { warmupMs = 250, timeMs = 1000, rounds = 6 } = {}) {
  run(a, warmupMs);
  run(b, warmupMs);
  const rates = { a: [], b: [] };
  for (let round = 0; round < rounds; round++) {
    // Alternate which one goes first in each round.
    const order = round % 2 === 0 ? ['a', 'b'] : ['b', 'a'];
    for (const key of order) {
      const { count, elapsed } = run(key === 'a' ? a : b, timeMs / rounds);
      rates[key].push((count * 1000) / elapsed);
    }
  }
  return { a: median(rates.a), b: median(rates.b) };
}

function median(values) {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function run(fn, budgetMs) {
  let batch = 1;
  let count = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < budgetMs) {
    for (let i = 0; i < batch; i++) sink ^= consume(fn());
    count += batch;
    elapsed = performance.now() - start;
    // Grow batches while they are short, so that reading the clock costs little.
    if (elapsed < budgetMs / 20) batch *= 2;
  }
  return { count, elapsed };
}

function consume(value) {
  return typeof value === 'string' ? value.length : value ? 1 : 0;
}

/** Keeps the results observable, so that no engine's work can be optimised away. */
export function checksum() {
  return sink;
}
