// Measures how long templatec takes from start to exit, as a user would see it: `--version`, and
// `render` and `check` of one small template, repeated runs of the bundled command line (and
// `check` of the unbundled tsc output, for comparison), next to a bare `node -e 0`.
// `--runs N` (default 20); `--max MS` fails when the bundle's median `check` is slower.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '20' }, max: { type: 'string' } } });
const runs = Number(values.runs);
const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'templatec-startup-'));
const file = join(dir, 'small.jsont');
writeFileSync(file, '<h1>{title|html}</h1>\n{.repeated section items}<li>{name}</li>{.end}\n');
const data = join(dir, 'small.json');
writeFileSync(data, JSON.stringify({ title: 'Small', items: [{ name: 'one' }, { name: 'two' }] }));

function time(args) {
  const samples = [];
  for (let i = 0; i < runs + 2; i++) {
    const start = process.hrtime.bigint();
    const run = spawnSync(process.execPath, args, { encoding: 'utf8' });
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (run.status !== 0) throw new Error(`${args.join(' ')} failed: ${run.stderr}`);
    if (i >= 2) samples.push(ms); // the first runs warm the file cache
  }
  samples.sort((a, b) => a - b);
  const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { min: samples[0], median: at(0.5), p90: at(0.9) };
}

const row = (name, t) => `${name.padEnd(28)} ${[t.min, t.median, t.p90].map((v) => `${v.toFixed(0).padStart(5)} ms`).join(' ')}`;
try {
  const bin = join(root, 'dist/bin/templatec.js');
  const node = time(['-e', '0']);
  const rows = [
    ['node -e 0 (no work)', node],
    ['templatec --version', time([bin, '--version'])],
    ['templatec render (bundle)', time([bin, 'render', file, data])],
    ['templatec check (bundle)', time([bin, 'check', file])],
    ['templatec check (tsc output)', time([join(root, 'dist/cli/templatec.js'), 'check', file])],
  ];
  const bundle = rows[3][1];
  console.log(`${runs} runs each                  min   median      p90   min over node`);
  for (const [name, t] of rows) console.log(`${row(name, t)} ${`+${(t.min - node.min).toFixed(0)}`.padStart(9)} ms`);
  if (values.max !== undefined && bundle.median > Number(values.max)) {
    console.error(`templatec check took ${bundle.median.toFixed(0)} ms (median), over ${values.max} ms`);
    process.exitCode = 1;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
