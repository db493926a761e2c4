// Profiles the built server (dist-site/) under load: starts it with `node --cpu-prof` on a fresh
// SQLite file, loads one path with autocannon (new visitors, no cookies), stops it and prints
// where its CPU time went: self time by function, and the time under each of the site's functions.
// Shares are of busy time (idle left out); the first seconds (start-up, warm-up) are left out.
// Usage: node bench/profile-server.mjs [--path /blog] [--seconds 8] [--connections 10] [--gzip] [--dist dist-site] [--top 30]
// `--cart-add` loads cart adds instead (50 visitors, one unit of the candle each, as bench/server.mjs sends them).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
const seconds = Number(option('seconds', '8'));
const connections = Number(option('connections', '10'));
const top = Number(option('top', '30'));
const dist = resolve(root, option('dist', 'dist-site'));
const headers = process.argv.includes('--gzip') ? { 'accept-encoding': 'gzip, deflate, br' } : {};

const work = mkdtempSync(join(tmpdir(), 'profile-server-'));
const port = await new Promise((done) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const free = probe.address().port;
    probe.close(() => done(free));
  });
});
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${work}`, join(dist, 'server', 'entry.mjs')], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', RATE_LIMIT_WRITES: '1000000000', HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: `sqlite:${join(work, 'store.db')}` },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const exited = new Promise((done) => child.once('exit', done));
try {
  for (const deadline = Date.now() + 30_000; ; ) {
    try {
      if ((await fetch(`${base}/site.css`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('the built server did not start (node site/scripts/build-site.mjs)');
    await new Promise((r) => setTimeout(r, 100));
  }
  const options = process.argv.includes('--cart-add') ? await cartAddsOfNewVisitors(base, 50) : { url: base + path, headers };
  await autocannon({ ...options, connections, duration: 2 });
  const run = await autocannon({ ...options, connections, duration: seconds });
  const what = options.method === 'POST' ? 'cart add' : path;
  console.log(`${what}: ${Math.round(run.requests.average)} req/s, p50 ${run.latency.p50} ms, p99 ${run.latency.p99} ms, ${run.non2xx + run.errors} errors (${connections} connections, ${seconds} s${headers['accept-encoding'] ? ', gzip/br accepted' : ''})`);
} finally {
  child.kill('SIGTERM');
  await exited;
}
const file = readdirSync(work).find((name) => name.endsWith('.cpuprofile'));
if (file) summarise(JSON.parse(readFileSync(join(work, file), 'utf8')), seconds - 0.5);
rmSync(work, { recursive: true, force: true });

function summarise(profile, lastSeconds) {
  let clock = 0;
  const stamps = profile.timeDeltas.map((d) => (clock += d));
  const from = clock - lastSeconds * 1e6;
  const self = new Map();
  profile.samples.forEach((id, i) => {
    if (stamps[i] >= from) self.set(id, (self.get(id) ?? 0) + profile.timeDeltas[i]);
  });
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/.*\/(dist-site|node_modules)\//, '$1/')}:${n.callFrame.lineNumber + 1}`;
  const selfBy = new Map();
  const under = new Map();
  let busy = 0;
  for (const n of profile.nodes) {
    const t = self.get(n.id) ?? 0;
    if (t === 0 || n.callFrame.functionName === '(idle)') continue;
    busy += t;
    selfBy.set(name(n), (selfBy.get(name(n)) ?? 0) + t);
    const seen = new Set();
    for (let id = n.id; id !== undefined; id = parent.get(id)) {
      const k = name(byId.get(id));
      if (!seen.has(k) && k.includes('dist-site/')) under.set(k, (under.get(k) ?? 0) + t);
      seen.add(k);
    }
  }
  const print = (title, map) => {
    console.log(`\n${title}`);
    for (const [k, t] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${((100 * t) / busy).toFixed(1).padStart(5)} %  ${k}`);
  };
  print('self time, share of busy time', selfBy);
  print("time under the site's functions (inclusive)", under);
}
