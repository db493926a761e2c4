// Server benchmark: the built site (dist-site/) as a separate process on a fresh SQLite file,
// loaded over loopback with autocannon. Prints requests/s and latency percentiles for a product
// page (served from the page cache), a blog list page (rendered on every request) and cart adds,
// against their targets, with the database queries one request of each page costs.
// Usage: node bench/server.mjs [--seconds N] [--connections N]   (defaults 10 and 20)
import autocannon from 'autocannon';
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
const ADD = { itemId: 'prod-candle', sku: 'CAN-1', quantity: 1 };

// The write limiter (60 calls per visitor per 10 s) is raised: this measures the server's
// throughput, not the limiter.
const server = await startBuiltServer({ RATE_LIMIT_WRITES: '1000000000', SITE_STATS: '1' });
const base = server.baseUrl;

try {
  const visitors = await Promise.all(Array.from({ length: VISITORS }, () => arrive()));
  const results = [
    { ...(await load('product page', { url: `${base}${PRODUCT_PATH}` }, { rps: 1000 })), 'queries/req': await queriesPerRequest(PRODUCT_PATH) },
    { ...(await load('blog list page', { url: `${base}${BLOG_PATH}` }, { rps: 550 })), 'queries/req': await queriesPerRequest(BLOG_PATH) },
    await load('cart add', cartAdds(visitors), { rps: 500, p99: 50 }),
  ];
  console.log(`\n${seconds} s per workload, ${connections} connections, loopback, one server process (SQLite)`);
  console.table(results);
  if (results.some((r) => r.errors > 0)) process.exitCode = 1;
} finally {
  server.stop();
}

/** Database queries of one request for the page (the mean of 20 in a row, after a first one). */
async function queriesPerRequest(path) {
  const count = async () => ((await (await fetch(`${base}/sf-dev/stats`)).json()).queries);
  await fetch(base + path);
  const before = await count();
  for (let i = 0; i < 20; i += 1) await (await fetch(base + path)).text();
  return (await count() - before) / 20;
}

/** A visitor's cookies (visitor id and crumb), as the cart call issues them. */
async function arrive() {
  const res = await fetch(`${base}/api/commerce/shopping-cart`);
  const cookies = res.headers.getSetCookie().map((line) => line.split(';')[0]);
  const crumb = cookies.find((c) => c.startsWith('crumb='))?.slice('crumb='.length);
  return { cookie: cookies.join('; '), crumb };
}

/** Cart adds spread over the visitors, one unit each, as a browser sends them. */
function cartAdds(visitors) {
  let next = 0;
  return {
    url: `${base}/api/commerce/shopping-cart/entries`,
    method: 'POST',
    body: JSON.stringify(ADD),
    requests: [
      {
        setupRequest(request) {
          const visitor = visitors[next++ % visitors.length];
          request.headers = { ...request.headers, 'content-type': 'application/json', origin: base, cookie: visitor.cookie, 'x-csrf-token': visitor.crumb };
          return request;
        },
      },
    ],
  };
}

async function load(name, options, target) {
  // A short warm-up first, so the template's generated-function tier and the JIT are in place.
  await autocannon({ ...options, connections, duration: 2 });
  const r = await autocannon({ ...options, connections, duration: seconds });
  const rps = Math.round(r.requests.average);
  const p99 = r.latency.p99;
  const meets = rps >= target.rps && (target.p99 === undefined || p99 < target.p99);
  return {
    workload: name,
    'req/s': rps,
    'p50 ms': r.latency.p50,
    'p99 ms': p99,
    errors: r.errors + r.non2xx,
    target: `≥ ${target.rps} req/s${target.p99 ? `, p99 < ${target.p99} ms` : ''}`,
    meets: meets ? 'yes' : 'no',
  };
}
