// Deterministic data for the benchmark workloads (no randomness between runs).

/** mulberry32: a small seeded generator, so every run renders the same data. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = ('lamp oak linen brass walnut cotton wool stone copper glass clay velvet cedar ' +
  'amber slate ivory maple iron silk jute').split(' ');
const COLORS = ['Red', 'Blue', 'Green', 'Sand', 'Black', 'White'];
const SIZES = ['XS', 'S', 'M', 'L', 'XL'];
const CITIES = ['Lisbon', 'Oslo', 'Kyoto', 'Quito', 'Dakar', 'Perth', 'Austin', 'Tartu'];
const FIRST = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Ken', 'Radia', 'Niklaus'];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov', 'Knuth', 'Allen', 'Thompson', 'Perlman', 'Wirth'];

const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];
const words = (rnd, n) => Array.from({ length: n }, () => pick(rnd, WORDS)).join(' ');
const cents = (rnd, lo, hi) => Math.round((lo + rnd() * (hi - lo)) * 100) / 100;

/** Workload (a): a collection page of `count` products with variants, tags and prices. */
export function productPage(count = 200) {
  const rnd = random(20240601);
  const items = Array.from({ length: count }, (_, i) => {
    const price = cents(rnd, 5, 400);
    const onSale = rnd() < 0.3;
    const variantCount = rnd() < 0.2 ? 0 : 1 + Math.floor(rnd() * 6);
    const title = `${words(rnd, 2)} ${i % 7 === 0 ? '& <co>' : 'no.'} ${i}`;
    return {
      id: `p${1000 + i}`,
      title,
      fullUrl: `/shop/p/${title.replace(/\W+/g, '-').toLowerCase()}?ref="grid"`,
      excerpt: rnd() < 0.85 ? `${words(rnd, 6 + Math.floor(rnd() * 14))}.` : '',
      price,
      salePrice: onSale ? Math.round(price * 75) / 100 : 0,
      onSale,
      featured: rnd() < 0.25,
      rating: Math.floor(rnd() * 6),
      tags: Array.from({ length: Math.floor(rnd() * 4) }, () => pick(rnd, WORDS)),
      variants: Array.from({ length: variantCount }, (_, v) => ({
        sku: `SKU-${i}-${v}`,
        price: cents(rnd, 5, 400),
        stock: rnd() < 0.2 ? 0 : Math.floor(rnd() * 20),
        attributes: { color: pick(rnd, COLORS), size: pick(rnd, SIZES) },
      })),
      meta: { id: i, category: pick(rnd, WORDS), weight: cents(rnd, 0.1, 9), dims: [i % 10, 3, 4] },
    };
  });
  return {
    website: { siteTitle: 'Oak & Linen', timeZone: 'UTC' },
    navigation: ['Home', 'Shop', 'Journal', 'About', 'Contact'].map((title, i) => ({
      title,
      url: `/${title.toLowerCase()}`,
      active: i === 1,
    })),
    collection: {
      id: 'c42',
      title: 'All products',
      description: `Things for the <home>, "made" by hand: ${words(rnd, 30)}.`,
      itemCount: count,
    },
    items,
  };
}

/** Workload (b): `count` table rows rendered with core language features only. */
export function coreTable(count = 1000) {
  const rnd = random(7);
  const rows = Array.from({ length: count }, (_, i) => {
    const active = rnd() < 0.7;
    return {
      id: i + 1,
      name: { first: pick(rnd, FIRST), last: pick(rnd, LAST) },
      address: rnd() < 0.8 ? { city: pick(rnd, CITIES), zip: String(10000 + Math.floor(rnd() * 89999)) } : null,
      active,
      verified: active && rnd() < 0.5,
      admin: rnd() < 0.1,
      scores: Array.from({ length: Math.floor(rnd() * 5) }, () => Math.floor(rnd() * 100)),
      manager: rnd() < 0.3 ? { name: { first: pick(rnd, FIRST), last: pick(rnd, LAST) } } : null,
    };
  });
  return { rows, summary: { title: 'People', count, note: 'generated' } };
}
