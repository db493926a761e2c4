// Two builds of the server (or one build with two environments) side by side on a loaded machine:
// each started on its own fresh SQLite file, then one path loaded in alternating slices (A then B,
// B then A, …) so both see the same moments of the machine; prints each side's req/s per slice,
// the ratio of the medians (B / A) and of each pair of slices.
// Usage: node bench/compare-servers.mjs --a DIR [--a-env K=V,…] --b DIR [--b-env K=V,…]
//        [--path /blog] [--rounds 8] [--seconds 2] [--connections 10]
// `--cart-add` loads cart adds instead of a path (200 visitors each, one unit of the candle per add,
// as bench/server.mjs sends them; give both sides RATE_LIMIT_WRITES=1000000000 in --a-env/--b-env).
// e.g. one build against the build of the last head (a worktree of it):
//        node bench/compare-servers.mjs --a /tmp/base/dist-site --b dist-site
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cartAddsOfNewVisitors } from './cart-adds.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const root = fileURLToPath(new URL('..', import.meta.url));
const path = option('path', '/blog');
const rounds = Number(option('rounds', '8'));
const seconds = Number(option('seconds', '2'));
const connections = Number(option('connections', '10'));
const envOf = (text) => Object.fromEntries((text ?? '').split(',').filter(Boolean).map((pair) => pair.split('=')));

const freePort = () =>
  new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

async function start(dist, env, work, name) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(resolve(root, dist), 'server', 'entry.mjs')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', MEDIA_WARM: '0', ...env, HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: `sqlite:${join(work, `${name}.db`)}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (const deadline = Date.now() + 60_000; ; ) {
    try {
      if ((await fetch(`${base}/site.css`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${dist} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, stop: () => new Promise((done) => (child.exitCode !== null ? done() : (child.once('exit', done), child.kill('SIGTERM')))) };
}

const work = mkdtempSync(join(tmpdir(), 'compare-servers-'));
const a = await start(option('a', 'dist-site'), envOf(option('a-env')), work, 'a');
const b = await start(option('b', 'dist-site'), envOf(option('b-env')), work, 'b');
const cartAdd = process.argv.includes('--cart-add');
const what = cartAdd ? 'cart add' : path;
for (const server of [a, b]) server.load = cartAdd ? await cartAddsOfNewVisitors(server.base, 200) : { url: server.base + path };
const rate = async (server) => {
  const run = await autocannon({ ...server.load, connections, duration: seconds });
  if (run.non2xx + run.errors > 0) throw new Error(`${server.base} ${what}: ${run.non2xx} non-2xx answers, ${run.errors} errors`);
  return run.requests.average;
};
try {
  await rate(a);
  await rate(b);
  const ra = [];
  const rb = [];
  for (let i = 0; i < rounds; i += 1) {
    if (i % 2 === 0) {
      ra.push(await rate(a));
      rb.push(await rate(b));
    } else {
      rb.push(await rate(b));
      ra.push(await rate(a));
    }
  }
  const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
  console.log(`${what}, ${rounds} rounds of ${seconds} s, ${connections} connections`);
  console.log(`A req/s: ${ra.map(Math.round).join(' ')} (median ${Math.round(median(ra))})`);
  console.log(`B req/s: ${rb.map(Math.round).join(' ')} (median ${Math.round(median(rb))})`);
  console.log(`B / A: ${(median(rb) / median(ra)).toFixed(2)} (rounds ${rb.map((v, i) => (v / ra[i]).toFixed(2)).join(' ')})`);
} finally {
  await Promise.all([a.stop(), b.stop()]);
  rmSync(work, { recursive: true, force: true });
}
