/**
 * The demo store's JSON files, bundled into the server at build time (Vite JSON imports), so
 * the built server does not depend on the working directory. Read-only: pages clone what they
 * hand to a template (see demo-page.ts).
 */
import website from '../../fixtures/sites/demo/website.json' with { type: 'json' };
import shop from '../../fixtures/sites/demo/shop.json' with { type: 'json' };
import blog from '../../fixtures/sites/demo/blog.json' with { type: 'json' };
import gallery from '../../fixtures/sites/demo/gallery.json' with { type: 'json' };
import events from '../../fixtures/sites/demo/events.json' with { type: 'json' };
import contact from '../../fixtures/sites/demo/contact.json' with { type: 'json' };
import cart from '../../fixtures/sites/demo/cart.json' with { type: 'json' };
import notFound from '../../fixtures/sites/demo/not-found.json' with { type: 'json' };
import type { DemoStore } from './demo-store.js';

export const demoStore: DemoStore = {
  website,
  shop,
  blog,
  gallery,
  events,
  contact,
  cart,
  notFound,
} as unknown as DemoStore;
