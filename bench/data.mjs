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

/** Workload (c): a store page of `count` products shaped like site content, for the library's formatters. */
export function storePage(count = 200) {
  const rnd = random(4242);
  const items = Array.from({ length: count }, (_, i) => {
    const variants = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => {
      const cents = Math.round((5 + rnd() * 300) * 100);
      const onSale = rnd() < 0.3;
      return {
        price: cents,
        salePrice: onSale ? Math.round(cents * 0.8) : 0,
        onSale,
        priceMoney: { currency: 'USD', value: (cents / 100).toFixed(2) },
        salePriceMoney: { currency: 'USD', value: onSale ? (Math.round(cents * 0.8) / 100).toFixed(2) : '0.00' },
        qtyInStock: rnd() < 0.15 ? 0 : Math.floor(rnd() * 40),
        unlimited: false,
      };
    });
    return {
      id: `item-${i}`,
      title: `${words(rnd, 2)} ${i}`,
      fullUrl: `/shop/p/item-${i}`,
      recordType: 11,
      publicCommentCount: Math.floor(rnd() * 4),
      addedOn: 1700000000000 + i * 86400000,
      priceMoney: { decimalValue: (variants[0].price / 100).toFixed(2), currencyCode: 'USD' },
      structuredContent: { productType: 1, variants },
    };
  });
  return { website: { siteTitle: 'Oak & Linen', timeZone: 'America/New_York' }, items };
}
