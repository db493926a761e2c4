/**
 * The demo store's page templates, bundled as text (Vite `?raw` imports) and compiled once per
 * server process, on first use; errors are logged on the server by createPageTemplate.
 */
import collection from '../../fixtures/sites/demo/templates/collection.jsont?raw';
import product from '../../fixtures/sites/demo/templates/product.jsont?raw';
import blog from '../../fixtures/sites/demo/templates/blog.jsont?raw';
import blogPost from '../../fixtures/sites/demo/templates/blog-post.jsont?raw';
import gallery from '../../fixtures/sites/demo/templates/gallery.jsont?raw';
import events from '../../fixtures/sites/demo/templates/events.jsont?raw';
import contact from '../../fixtures/sites/demo/templates/contact.jsont?raw';
import cart from '../../fixtures/sites/demo/templates/cart.jsont?raw';
import checkout from '../../fixtures/sites/demo/templates/checkout.jsont?raw';
import orderConfirmed from '../../fixtures/sites/demo/templates/order-confirmed.jsont?raw';
import giftCard from '../../fixtures/sites/demo/templates/gift-card.jsont?raw';
import notFound from '../../fixtures/sites/demo/templates/not-found.jsont?raw';
import siteHeader from '../../fixtures/sites/demo/templates/site-header.jsont?raw';
import type { DemoTemplateName } from './demo-routes.js';
import { createPageTemplate, type PageTemplate } from './jsont-page.js';

const SOURCES: Readonly<Record<DemoTemplateName, string>> = {
  collection,
  product,
  blog,
  'blog-post': blogPost,
  gallery,
  events,
  contact,
  cart,
  checkout,
  'order-confirmed': orderConfirmed,
  'gift-card': giftCard,
  'not-found': notFound,
  'site-header': siteHeader,
};

const compiled = new Map<DemoTemplateName, PageTemplate>();

/** The compiled page template (compiled on first call, then reused). */
export function demoTemplate(name: DemoTemplateName): PageTemplate {
  let template = compiled.get(name);
  if (template === undefined) {
    template = createPageTemplate(SOURCES[name], `fixtures/sites/demo/templates/${name}.jsont`);
    compiled.set(name, template);
  }
  return template;
}
