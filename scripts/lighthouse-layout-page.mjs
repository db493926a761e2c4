// The published layout page `npm run lighthouse` audits (`layout`): made as a test makes one,
// through the API of the built server it is given. The merchant the server was started with
// signs in, uploads three photographs to the media library, creates the page `/spring` and
// publishes its layout: a hero section (text, an image of the poster variant, a button), a
// gallery slideshow, a summary of the journal, the contact form and a product's buy box, each
// section arranged for phones too. Then it waits, as a page published a while after its uploads
// would find them, for the resized copies of the page's images (which the server makes in the
// background after each upload) by asking for each once, and the page itself once (so it is kept).
import { request } from 'node:http';
import sharp from 'sharp';

export const LAYOUT_PAGE_PATH = '/spring';
export const LAYOUT_MERCHANT = { MERCHANT_EMAIL: 'lighthouse@shop.test', MERCHANT_PASSWORD: 'lighthouse password 1' };

/** The visitor's cookies, kept from every answer (the crumb goes back as X-CSRF-Token). */
class Session {
  cookies = new Map();
  xsrf = undefined;

  constructor(baseUrl) {
    this.baseUrl = baseUrl;
  }

  get cookie() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  keep(lines) {
    for (const line of lines) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }

  async call(method, path, body) {
    const headers = { cookie: this.cookie, 'x-csrf-token': this.cookies.get('crumb') ?? '', ...(this.xsrf ? { 'x-xsrf-token': this.xsrf } : {}) };
    if (method !== 'GET') headers.origin = this.baseUrl;
    if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
    const res = await fetch(this.baseUrl + path, { method, headers, ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }) });
    this.keep(res.headers.getSetCookie());
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 500)}`);
    return text === '' ? undefined : JSON.parse(text);
  }

  /** /admin opened as a browser tab opens it (fetch writes its own Sec-Fetch headers): the admin's xsrf token is in its HTML. */
  openAdmin() {
    return new Promise((resolve, reject) => {
      const headers = { cookie: this.cookie, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-fetch-site': 'same-origin' };
      const req = request(`${this.baseUrl}/admin`, { headers, agent: false }, (res) => {
        let html = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (html += chunk));
        res.on('end', () => {
          const token = /xsrfToken&quot;:\[0,&quot;([A-Za-z0-9_-]+)&quot;\]/.exec(html)?.[1];
          if (token === undefined) reject(new Error(`/admin answered ${res.statusCode} without the admin's token`));
          else resolve(token);
        });
      });
      req.on('error', reject);
      req.end();
    });
  }
}

/** A photograph-like JPEG (a gradient with noise: compresses as photos do, not as a flat colour). */
async function photo(width, height, [r, g, b]) {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const shade = (x / width + y / height) * 60;
      const grain = ((x * 7919 + y * 104729) % 23) - 11;
      raw[i] = Math.max(0, Math.min(255, r + shade + grain));
      raw[i + 1] = Math.max(0, Math.min(255, g + shade + grain));
      raw[i + 2] = Math.max(0, Math.min(255, b + shade + grain));
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

async function upload(session, name, alt, colour) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(await photo(2000, 1333, colour))], { type: 'image/jpeg' }), name);
  form.set('altText', alt);
  return (await session.call('POST', '/api/admin/media', form)).id;
}

const at = (column, span, row) => ({ column, span, row, rows: 1 });
const section = (id, theme, blocks) => ({ id, background: { kind: 'none' }, padding: 'medium', theme, blocks });

/** Signs the merchant in, makes the page and publishes its layout; answers the page's path. */
export async function publishLayoutPage(baseUrl) {
  const session = new Session(baseUrl);
  await session.call('GET', '/api/commerce/shopping-cart');
  await session.call('POST', '/api/site-users/account/session', { email: LAYOUT_MERCHANT.MERCHANT_EMAIL, password: LAYOUT_MERCHANT.MERCHANT_PASSWORD, rememberMe: false });
  session.xsrf = await session.openAdmin();

  const kiln = await upload(session, 'kiln.jpg', 'The kiln, open', [150, 80, 40]);
  const wheel = await upload(session, 'wheel.jpg', 'Clay on the wheel', [90, 70, 50]);
  const shelf = await upload(session, 'shelf.jpg', 'Bowls drying on a shelf', [60, 90, 70]);
  const page = await session.call('POST', '/api/admin/content/pages', { value: { title: 'Spring landing', urlId: LAYOUT_PAGE_PATH.slice(1), template: 'contact', blockFields: {}, texts: {} } });
  const owner = `/api/admin/layouts/page/${encodeURIComponent(page.id)}`;
  const layout = {
    sections: [
      section('hero', 'light', [
        { id: 'intro', kind: 'text', settings: { html: '<h2>Spring at the studio</h2><p>New glazes, a <strong>summer workshop</strong> and the first bowls of the year.</p><ul><li>Open studio every Saturday</li><li>Classes for two or four</li></ul>' }, desktop: at(1, 6, 1), phone: at(1, 12, 2) },
        { id: 'kiln', kind: 'image', variant: 'poster', settings: { mediaId: kiln, alt: 'The kiln, open', focalX: 0.5, focalY: 0.4, caption: 'The first firing of spring' }, desktop: at(7, 6, 1), phone: at(1, 12, 1) },
        { id: 'visit', kind: 'button', settings: { label: 'Book a class', url: '/contact', size: 'large', alignment: 'center' }, desktop: at(1, 6, 2), phone: at(1, 12, 3) },
      ]),
      section('work', 'bright', [
        { id: 'slides', kind: 'gallery', variant: 'slideshow', settings: { images: [{ mediaId: wheel, alt: 'Clay on the wheel' }, { mediaId: shelf, alt: 'Bowls drying on a shelf' }], gallery: {} }, desktop: at(1, 7, 1), phone: at(1, 12, 2) },
        { id: 'journal', kind: 'summary', variant: 'list', settings: { collectionId: 'blog', heading: 'From the journal', count: 2, show: { title: true, image: false, excerpt: true, price: false, date: true } }, desktop: at(8, 5, 1), phone: at(1, 12, 1) },
      ]),
      section('shop', 'light', [
        { id: 'candle', kind: 'product', settings: { productId: 'beeswax-candle', showImage: true, showExcerpt: true }, desktop: at(1, 6, 1) },
        { id: 'write', kind: 'form', settings: { formId: 'form-contact' }, desktop: at(7, 6, 1) },
      ]),
    ],
  };
  const saved = await session.call('PUT', owner, { layout, expectedVersion: 0 });
  if (saved.issues.length > 0) throw new Error(`the layout page's draft has issues: ${JSON.stringify(saved.issues)}`);
  await session.call('POST', `${owner}/publish`, { expectedVersion: saved.version });
  await firstVisit(baseUrl, LAYOUT_PAGE_PATH);
  return LAYOUT_PAGE_PATH;
}

/** The page and every uploaded image size it lists, asked for once with a browser's Accept. */
async function firstVisit(baseUrl, path) {
  const html = await (await fetch(baseUrl + path)).text();
  const urls = new Set([...html.matchAll(/\/media\/[A-Za-z0-9_-]+\/[^"\s,]+/g)].map((m) => m[0].replaceAll('&amp;', '&')));
  for (const url of urls) {
    const res = await fetch(baseUrl + url, { headers: { accept: 'image/avif,image/webp,*/*' } });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    await res.arrayBuffer();
  }
}
