// Server benchmark: the built site (dist-site/) as separate processes, loaded over loopback with
// autocannon. Prints requests/s and latency percentiles, against their targets, for
//   - a product page (kept by the page cache: served by the one door, site/http/serve-page.ts),
//   - a blog list page (kept by the page cache too, since the one door keeps every page kind),
//   - cart adds,
// first on one process on a fresh SQLite file (with the database queries one request of each page
// costs), then on two processes sharing a throw-away PostgreSQL cluster (tests/site/db/with-postgres.sh),
// both loaded at once. Every request of the page workloads is a new visitor (no cookies).
// The reference: raw node:http in its own process sending the product page's bytes and headers
// (bench/raw-server.mjs), loaded the same way; each page row gives its share of that.
// Usage: node bench/server.mjs [--seconds N] [--connections N] [--no-postgres]   (defaults 10 and 20)
//        node bench/server.mjs --against DIR [--rounds N]: this build (dist-site/) against another
//        build's dist-site DIR (e.g. the last head's, built in a worktree of it) in alternating
//        rounds (bench/compare-servers.mjs) for the kept product page, the blog list and cart adds.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { arrive, cartAdds } from './cart-adds.mjs';
import { startBuiltServer } from '../scripts/built-server.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const seconds = arg('seconds', 10);
const connections = arg('connections', 20);
const VISITORS = 200;
const PRODUCT_PATH = '/shop/p/beeswax-candle';
const BLOG_PATH = '/blog';
const TARGETS = { product: { rps: 4000 }, blog: { rps: 1000 }, add: { rps: 500, p99: 50 } };
// The write limiter (60 calls per visitor per 10 s) is raised, and the access log silenced: this
// measures the server's throughput, not the limiter or the terminal.
const ENV = { RATE_LIMIT_WRITES: '1000000000', SITE_STATS: '1', LOG_LEVEL: 'silent' };

const against = process.argv.indexOf('--against');
if (against > 0) againstBuild(process.argv[against + 1]);
else if (process.argv.includes('--postgres')) await onPostgres(process.env.TEST_DATABASE_URL);
else await onSqlite();

/** Each workload on both builds in alternating rounds: A is the other build, B this one. */
function againstBuild(dir) {
  const compare = fileURLToPath(new URL('./compare-servers.mjs', import.meta.url));
  const rounds = String(arg('rounds', 6));
  const common = ['--a', dir, '--b', 'dist-site', '--rounds', rounds, '--seconds', String(arg('seconds', 3)), '--connections', String(connections)];
  const limits = ['--a-env', 'RATE_LIMIT_WRITES=1000000000', '--b-env', 'RATE_LIMIT_WRITES=1000000000'];
  for (const workload of [['--path', PRODUCT_PATH], ['--path', BLOG_PATH], ['--cart-add', ...limits]]) {
    const run = spawnSync(process.execPath, [compare, ...common, ...workload], { stdio: 'inherit' });
    if (run.status !== 0) process.exitCode = 1;
  }
}

async function onSqlite() {
  const server = await startBuiltServer(ENV);
  const base = server.baseUrl;
  try {
    const visitors = await Promise.all(Array.from({ length: VISITORS }, () => arrive(base)));
    const raw = await rawReference(base, PRODUCT_PATH);
    const results = [
      { ...(await load('product page (kept)', [{ url: `${base}${PRODUCT_PATH}` }], TARGETS.product)), 'queries/req': await queriesPerRequest(base, PRODUCT_PATH) },
      { ...(await load('blog list page', [{ url: `${base}${BLOG_PATH}` }], TARGETS.blog)), 'queries/req': await queriesPerRequest(base, BLOG_PATH) },
      await load('cart add', [cartAdds(base, visitors)], TARGETS.add),
    ];
    results.push(await referenceRow(raw, results));
    console.log(`\n${seconds} s per workload, ${connections} connections, loopback, one server process (SQLite)`);
    console.table(results);
    if (results.some((r) => r.errors > 0)) process.exitCode = 1;
  } finally {
    server.stop();
  }
  if (process.argv.includes('--no-postgres')) return;
  const script = fileURLToPath(new URL('../tests/site/db/with-postgres.sh', import.meta.url));
  const run = spawnSync(script, [process.execPath, fileURLToPath(import.meta.url), '--postgres', ...process.argv.slice(2)], { stdio: 'inherit' });
  if (run.status !== 0) process.exitCode = 1;
}

async function onPostgres(databaseUrl) {
  if (!databaseUrl) throw new Error('--postgres needs TEST_DATABASE_URL (run through tests/site/db/with-postgres.sh)');
  // One after the other: the first migrates and seeds the database.
  const first = await startBuiltServer(ENV, { databaseUrl });
  const second = await startBuiltServer(ENV, { databaseUrl });
  const bases = [first.baseUrl, second.baseUrl];
  try {
    const visitors = await Promise.all(Array.from({ length: VISITORS }, (_, i) => arrive(bases[i % 2])));
    const raw = await rawReference(first.baseUrl, PRODUCT_PATH);
    const results = [
      await load('product page (kept)', bases.map((base) => ({ url: `${base}${PRODUCT_PATH}` })), TARGETS.product),
      await load('blog list page', bases.map((base) => ({ url: `${base}${BLOG_PATH}` })), TARGETS.blog),
      await load('cart add', bases.map((base, i) => cartAdds(base, visitors.filter((_, v) => v % 2 === i))), TARGETS.add),
    ];
    results.push(await referenceRow(raw, results));
    console.log(`\n${seconds} s per workload, ${connections} connections in all, loopback, two server processes on one PostgreSQL database (both loaded at once; req/s summed)`);
    console.table(results);
    if (results.some((r) => r.errors > 0)) process.exitCode = 1;
  } finally {
    first.stop();
    second.stop();
  }
}

/** A raw node:http process answering with the page's bytes and headers as the storefront sent them to a new visitor. */
async function rawReference(base, path) {
  const res = await fetch(base + path);
  const body = Buffer.from(await res.arrayBuffer());
  const headers = [];
  res.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding' && name !== 'date' && name !== 'connection' && name !== 'keep-alive') headers.push([name, value]);
  });
  for (const line of res.headers.getSetCookie()) headers.push(['set-cookie', line]);
  const dir = mkdtempSync(join(tmpdir(), 'bench-raw-'));
  const file = join(dir, 'answer.json');
  writeFileSync(file, JSON.stringify({ headers, body: body.toString('base64') }));
  const child = spawn(process.execPath, [fileURLToPath(new URL('./raw-server.mjs', import.meta.url)), file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', () => reject(new Error('the raw reference server did not start')));
  });
  return { url: `http://127.0.0.1:${port}${path}`, stop: () => { child.kill('SIGTERM'); rmSync(dir, { recursive: true, force: true }); } };
}

/** The raw server loaded like the page workloads, and each page's req/s as a share of it. */
async function referenceRow(raw, results) {
  try {
    const row = await load('raw node:http, same bytes (reference)', [{ url: raw.url }], { rps: 0 });
    for (const result of results) if (result.workload !== 'cart add') result['of raw'] = `${Math.round((100 * result['req/s']) / row['req/s'])} %`;
    return { ...row, target: '—', meets: '—', 'of raw': '100 %' };
  } finally {
    raw.stop();
  }
}

/** Database queries of one request for the page (the mean of 20 in a row, after a first one). */
async function queriesPerRequest(base, path) {
  const count = async () => (await (await fetch(`${base}/sf-dev/stats`)).json()).queries;
  await fetch(base + path);
  const before = await count();
  for (let i = 0; i < 20; i += 1) await (await fetch(base + path)).text();
  return (await count() - before) / 20;
}

/** Loads every target at once (the connections shared among them); req/s summed, latencies of the worst. */
async function load(name, targets, target) {
  const each = Math.max(1, Math.round(connections / targets.length));
  // A short warm-up first, so the template's generated-function tier and the JIT are in place.
  await Promise.all(targets.map((options) => autocannon({ ...options, connections: each, duration: 2 })));
  const runs = await Promise.all(targets.map((options) => autocannon({ ...options, connections: each, duration: seconds })));
  const rps = Math.round(runs.reduce((sum, r) => sum + r.requests.average, 0));
  const p99 = Math.max(...runs.map((r) => r.latency.p99));
  const meets = rps >= target.rps && (target.p99 === undefined || p99 < target.p99);
  return {
    workload: name,
    'req/s': rps,
    'p50 ms': Math.max(...runs.map((r) => r.latency.p50)),
    'p99 ms': p99,
    errors: runs.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
    target: `≥ ${target.rps} req/s${target.p99 ? `, p99 < ${target.p99} ms` : ''}`,
    meets: meets ? 'yes' : 'no',
  };
}
