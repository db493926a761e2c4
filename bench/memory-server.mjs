// The built server's memory under a long run of varied requests: every request a new visitor, and
// most of them something the server has not seen before (a search for new words, a list filtered
// by a new tag or category, a new paging offset, a page that does not exist), mixed with the
// site's own pages. The server's resident memory (VmRSS from /proc) is sampled as it goes: the
// engine's, formatters' and page caches are bounded if it levels off instead of growing with the
// number of distinct requests.
// Usage: node bench/memory-server.mjs [--seconds N] [--connections N] [--every N] [--heap MB]   (defaults 180, 20, 15, no cap)
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startBuiltServer } from '../scripts/built-server.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const seconds = arg('seconds', 180);
const connections = arg('connections', 20);
const every = arg('every', 15);
const heap = arg('heap', 0);
// `--heap MB` caps the server's V8 heap: a server whose caches are bounded keeps answering under a
// small cap, where one that keeps what it serves runs out of memory.
const ENV = { RATE_LIMIT_WRITES: '1000000000', LOG_LEVEL: 'silent', ...(heap > 0 ? { NODE_OPTIONS: `--max-old-space-size=${String(heap)}` } : {}) };

const server = await startBuiltServer(ENV);
try {
  const pages = await sitePaths(server.baseUrl);
  const samples = [{ 's': 0, 'requests': 0, 'RSS (MiB)': rssMiB(server.pid) }];
  let sent = 0;
  const run = autocannon({
    url: server.baseUrl,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: nextPath(pages, sent++) }) }],
  });
  const started = Date.now();
  const timer = setInterval(() => {
    samples.push({ 's': Math.round((Date.now() - started) / 1000), 'requests': sent, 'RSS (MiB)': rssMiB(server.pid) });
  }, every * 1000);
  const result = await run;
  clearInterval(timer);
  samples.push({ 's': Math.round((Date.now() - started) / 1000), 'requests': sent, 'RSS (MiB)': rssMiB(server.pid) });
  console.log(`\n${String(seconds)} s, ${String(connections)} connections, ${String(pages.length)} site paths mixed with new ones${heap > 0 ? `, heap capped at ${String(heap)} MB` : ''}`);
  console.log(`requests ${String(result.requests.total)}, non-2xx ${String(result.non2xx)} (the made-up pages answer 404), errors ${String(result.errors)}`);
  console.table(samples);
  const afterWarmUp = samples.find((s) => s.s >= Math.min(60, seconds / 3)) ?? samples[1];
  const last = samples[samples.length - 1];
  if (afterWarmUp && last) {
    console.log(`RSS after warm-up ${afterWarmUp['RSS (MiB)'].toFixed(1)} MiB at ${String(afterWarmUp.s)} s; at the end ${last['RSS (MiB)'].toFixed(1)} MiB (${String(last.requests - afterWarmUp.requests)} more requests)`);
  }
  const alive = await fetch(`${server.baseUrl}/site.css`).then((r) => r.ok, () => false);
  console.log(alive ? 'The server still answers.' : 'The server no longer answers.');
  if (result.errors > 0 || !alive) process.exitCode = 1;
} finally {
  server.stop();
}

/** The server's resident memory, in MiB. */
function rssMiB(pid) {
  let status = '';
  try {
    status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  } catch {
    return Number.NaN; // the server is gone
  }
  const line = status.split('\n').find((l) => l.startsWith('VmRSS:'));
  return line ? Math.round(Number(line.replace(/\D+/g, '')) / 102.4) / 10 : Number.NaN;
}

/** The pages the site links to from its home, shop and blog. */
async function sitePaths(base) {
  const found = new Set(['/', '/shop', '/blog', '/search?q=candle']);
  for (const from of ['/', '/shop', '/blog']) {
    const html = await (await fetch(`${base}${from}`)).text();
    for (const match of html.matchAll(/href="(\/[^"#]*)"/g)) {
      const path = match[1].replaceAll('&amp;', '&');
      if (!/\.(css|js|png|jpe?g|svg|webp|ico|xml|txt)(\?|$)/.test(path) && !path.startsWith('/api/') && !path.startsWith('/admin')) found.add(path);
    }
  }
  return [...found];
}

/** Every other request one of the site's pages; the rest are new texts each time. */
function nextPath(pages, n) {
  const word = `w${n.toString(36)}`;
  switch (n % 10) {
    case 1:
      return `/search?q=${word}+candle+%3Cb%3E${word}`;
    case 3:
      return `/blog?tag=${word}`;
    case 5:
      return `/shop?category=${word}`;
    case 7:
      return `/blog?offset=${String(1_700_000_000_000 + n)}`;
    case 9:
      return `/no-such-page-${word}`;
    default:
      return pages[(n >> 1) % pages.length];
  }
}
