// The hostile cases of issue 14, each rendered once with the default limits (dist/, built by
// `npm run bench:hostile`): time, output size and the error that stopped or marked the render.
// Usage: node bench/hostile.mjs
import { render } from '../dist/library/index.js';
import { hostileCases } from '../tests/engine/hostile/cases.mjs';

const rows = [];
for (const hostile of hostileCases) {
  const data = hostile.data();
  const start = performance.now();
  let outcome;
  try {
    const { html, errors } = render(hostile.source, data, { now: 0, limits: hostile.limits });
    const stop = errors.find((e) => e.code !== 'formatter-failed') ?? errors[0];
    outcome = { size: html.length, code: stop?.code ?? '-' };
  } catch (e) {
    outcome = { size: 0, code: `THREW ${e?.message ?? e}` };
  }
  rows.push([hostile.name, (performance.now() - start).toFixed(0), String(outcome.size), outcome.code]);
}

const header = ['case', 'time (ms)', 'output (chars)', 'error code'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => cells.map((c, i) => (i === 1 || i === 2 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
console.log(`node ${process.version}; default limits (maxSteps 5,000,000, maxOutput 32 MiB, maxApplies 50,000)`);
console.log(line(header));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const row of rows) console.log(line(row));
