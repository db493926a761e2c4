/**
 * The demo store's content as the pages read it: one JSON file per part of the site in
 * fixtures/sites/demo/ (website settings, shop, blog, gallery, events, contact, cart, 404).
 * Plain types, no loading: the site bundles the files (demo-store-data.ts), the tests read them
 * from disk, and a database can fill the same shape later.
 */

/** A JSON object as the templates receive it. */
export type JsonObject = { [key: string]: unknown };

/** A collection (shop, blog, gallery, events) or a page: its header and its items. */
export interface CollectionContent {
  collection: JsonObject & { id: string; title: string; fullUrl?: string };
  items: Array<JsonObject & { id: string; title: string; urlId?: string }>;
}

export interface WebsiteContent {
  website: JsonObject & { siteTitle: string; timeZone?: string };
  navigation?: Array<{ title: string; url: string }>;
}

export interface ShopContent extends CollectionContent {
  productMerchandisingContext?: JsonObject;
}

export interface ContactContent {
  collection: JsonObject & { id: string; title: string };
  form: JsonObject & { id: string; fields: JsonObject[] };
  newsletter?: JsonObject & { id: string };
}

export interface SimplePageContent {
  collection: JsonObject & { id: string; title: string };
  pageType: number;
  [key: string]: unknown;
}

export interface DemoStore {
  website: WebsiteContent;
  shop: ShopContent;
  blog: CollectionContent;
  gallery: CollectionContent;
  events: CollectionContent;
  contact: ContactContent;
  cart: SimplePageContent;
  notFound: SimplePageContent;
}

/** The store's JSON files, by part (relative to fixtures/sites/demo/). */
export const DEMO_STORE_FILES: Readonly<Record<keyof DemoStore, string>> = {
  website: 'website.json',
  shop: 'shop.json',
  blog: 'blog.json',
  gallery: 'gallery.json',
  events: 'events.json',
  contact: 'contact.json',
  cart: 'cart.json',
  notFound: 'not-found.json',
};
