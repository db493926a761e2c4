// The hostile cases of issue 14 ("every render bounded"): a template and data each, shared by
// bench/hostile.mjs (time and size with default limits) and tests/engine/hostile.test.ts.
const MB = 1024 * 1024;

const big = (char = 'a', size = MB) => char.repeat(size);

/** n macros, each applying the one below `fan` times; the lowest prints the value. */
function fanOut(levels, fan) {
  let source = '{.macro m0}{@}{.end}';
  for (let i = 1; i <= levels; i++) source += `{.macro m${i}}${`{@|apply m${i - 1}}`.repeat(fan)}{.end}`;
  return `${source}{v|apply m${levels}}`;
}

/** `levels` nested arrays of two, each holding the one below twice: 2^levels references to `leaf`. */
function shared(levels, leaf) {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = [value, value];
  return value;
}

function throwingGetters() {
  const item = {};
  Object.defineProperty(item, 'title', { enumerable: true, get() { throw new Error('getter says no'); } });
  return { items: [item, item], website: item };
}

function hostileProxy() {
  const handler = {
    get() { throw Object.create(null); },
    has() { throw new Error('has trap'); },
    getOwnPropertyDescriptor() { throw new Error('descriptor trap'); },
    ownKeys() { throw new Error('ownKeys trap'); },
    getPrototypeOf() { throw new Error('prototype trap'); },
  };
  return new Proxy({}, handler);
}

export const hostileCases = [
  { name: 'repeated 1 MB value, 100 times', source: '{.repeated section items}{v}{.end}', data: () => ({ v: big(), items: Array(100).fill(0) }), code: 'render-limit' },
  { name: 'macro fan-out (10^3 × 512 KB)', source: fanOut(3, 10), data: () => ({ v: big('a', MB / 2) }), code: 'render-limit' },
  { name: '200 × slugify|count on 1 MB', source: '{.repeated section items}{v|slugify|count}{.end}', data: () => ({ v: big('Ab '), items: Array(200).fill(0) }), code: 'render-limit' },
  { name: '200 × activate-twitter-links on 1 MB', source: '{.repeated section items}{v|activate-twitter-links|count}{.end}', data: () => ({ v: 'http://a.b @x #y '.repeat(MB / 16), items: Array(200).fill(0) }), code: 'render-limit' },
  { name: '200 × smartypants on 1 MB', source: "{.repeated section items}{v|smartypants|count}{.end}", data: () => ({ v: '"a" \'b\' -- '.repeat(MB / 12), items: Array(200).fill(0) }), code: 'render-limit' },
  { name: '20,000 chained |html on 1 MB', source: `{v${'|html'.repeat(20_000)}}`, data: () => ({ v: big('&') }), code: 'render-limit' },
  { name: 'safe on 200,000 <', source: '{v|safe|count}', data: () => ({ v: big('<', 200_000) }), code: null },
  { name: 'json of 2^40 shared references', source: '{v|json}', data: () => ({ v: shared(40, 'abc') }), code: 'render-limit' },
  { name: 'printing 2^40 shared arrays', source: '{v}', data: () => ({ v: shared(40, 'abc') }), code: 'render-limit' },
  { name: 'template over the size limit (2 MB)', source: big('x', 2 * MB), data: () => ({}), code: 'template-too-large' },
  { name: 'getters that throw', source: '{website.title}{.repeated section items}{title}{.end}', data: throwingGetters, code: 'render-failed' },
  { name: 'proxy whose traps throw', source: '{a.b}{.section a}{@|json}{.end}', data: () => ({ a: hostileProxy() }), code: 'render-failed' },
  { name: 'deadline 50 ms on a 9M-iteration loop', source: '{.repeated section a}{.repeated section b}{@}{.end}{.end}', data: () => { const b = Array.from({ length: 3000 }, (_, i) => i); return { a: b.map(() => ({ b })) }; }, code: 'render-deadline', limits: { deadlineMs: 50 } },
];
