/**
 * The stored model of a site's content: website settings, navigations, collections with their
 * items, and pages. Seeded from a folder's `content/` (seed-content.ts), then kept in the
 * database; every function of this folder reads it and never changes it.
 */

import type { JsonObject } from '../../domain/json-object.js';

/** A JSON object as templates receive it (one definition, in domain/). */

/** A link of a navigation as stored: a folder when it has `items`. */
export interface NavLink {
  title: string;
  url: string;
  newWindow?: boolean;
  items?: NavLink[];
}

/** An item of a collection; `urlId`, `fullUrl` and `collectionId` are set at load. */
export type Item = JsonObject & {
  id: string;
  title: string;
  urlId: string;
  fullUrl: string;
  collectionId: string;
  categories?: string[];
  tags?: string[];
  starred?: boolean;
};

/** A collection's own settings; `fullUrl`, `categories` and `tags` are set at load. */
export type CollectionHeader = JsonObject & {
  id: string;
  urlId: string;
  title: string;
  typeName: string;
  fullUrl: string;
  categories: string[];
  tags: string[];
  homepage?: boolean;
  pageSize?: number;
};

export interface CollectionRecord {
  collection: CollectionHeader;
  items: Item[];
  /** Products only: merchandising settings by product id. */
  productMerchandisingContext?: JsonObject;
}

/** A page's own settings; `template` names `pages/<template>.page` (default: the urlId). */
export type PageHeader = JsonObject & {
  id: string;
  urlId: string;
  title: string;
  fullUrl: string;
  template?: string;
  homepage?: boolean;
};

/** A page, its block fields (id → stored HTML) and whatever other JSON its seed file carries. */
export interface PageRecord {
  page: PageHeader;
  blockFields: Record<string, string>;
  [extra: string]: unknown;
}

export interface SiteContent {
  website: JsonObject;
  /** Navigations by name (`mainNav`, …), in the order of navigation.json. */
  navigation: Record<string, NavLink[]>;
  collections: CollectionRecord[];
  pages: PageRecord[];
}

/** A navigation link as `<squarespace:navigation>` templates see it. */
export interface NavItem {
  /** The link's own title (a folder's name, an external link's text). */
  title: string;
  active: boolean;
  folderActive: boolean;
  collection?: { id: string; urlId: string; fullUrl: string; navigationTitle: string; title: string; typeName: string; folder?: true };
  externalLink?: { url: string; newWindow: boolean; title: string };
  items?: NavItem[];
}

export type CollectionRoute = { kind: 'collection'; collection: CollectionRecord; offset: number; category?: string; tag?: string };
export type ItemRoute = { kind: 'item'; collection: CollectionRecord; item: Item };
export type PageRoute = { kind: 'page'; page: PageRecord };
export type PlatformPageName = 'cart' | 'checkout' | 'order-confirmed' | 'gift-card' | 'subscription';

/** What a request path shows. */
export type Route =
  | CollectionRoute
  | ItemRoute
  | PageRoute
  | { kind: 'home'; target: CollectionRoute | PageRoute }
  | { kind: 'search'; query: string }
  | { kind: 'platform'; name: PlatformPageName; param?: string }
  | { kind: 'not-found'; path: string };
