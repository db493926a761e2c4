/** What the content calls answer, shared by the screens and the server. */
import type { CodeInjection } from './code-injection.js';
import type { CollectionSettings, CollectionType } from './collection.js';
import type { ItemInput } from './item.js';
import type { Navigation } from './navigation.js';
import type { PageInput } from './page.js';
import type { WebsiteSettings } from './website.js';
import type { PopupSettings } from '../../popup-overlay/settings.js';

/** A stored value with the version an edit must name. */
export interface Versioned<T> {
  value: T;
  version: number;
  updated: number;
}

export interface HistoryView {
  part: string;
  entries: { version: number; savedBy: string | null; saved: number }[];
}

export interface WebsiteView extends Versioned<WebsiteSettings> {
  /** The multilingual default language when multilingual is connected: it wins over `language`. */
  multilingualDefault: string | null;
}

export type NavigationView = Versioned<Navigation>;

export interface CollectionSummary {
  id: string;
  title: string;
  urlId: string;
  typeName: string;
  fullUrl: string;
  itemCount: number;
  /** Products live in the catalogue, not here. */
  products: boolean;
  version: number;
}

export interface CollectionsView {
  collections: CollectionSummary[];
  /** The kinds of collection the site folder has templates for. */
  types: CollectionType[];
}

/** A navigation link that leads to a collection or page (or one of its items). */
export interface LinkToTarget {
  navigation: string;
  title: string;
  url: string;
}

export interface ItemSummary {
  id: string;
  title: string;
  urlId: string;
  fullUrl: string;
  publishOn: number | null;
  startDate: number | null;
}

export interface CollectionView {
  id: string;
  typeName: string;
  fullUrl: string;
  products: boolean;
  settings: CollectionSettings;
  items: ItemSummary[];
  version: number;
  /** Whether the owner orders the items (not dated), and so the 250-item limit applies. */
  orderable: boolean;
  /** The site's home: it cannot be deleted. */
  homepage: boolean;
}

export interface ItemView {
  collectionId: string;
  typeName: string;
  id: string;
  fullUrl: string;
  value: ItemInput;
  /** The collection part's version. */
  version: number;
}

export interface PageSummary {
  id: string;
  title: string;
  urlId: string;
  fullUrl: string;
  homepage: boolean;
  /** A cover page (page type 3): its slide is edited at /admin/slides/page/<id>. */
  cover?: true;
  version: number;
}

export interface PagesView {
  pages: PageSummary[];
  /** The site folder's page templates. */
  templates: string[];
}

export interface PageView extends Versioned<PageInput> {
  id: string;
  fullUrl: string;
  homepage: boolean;
  templates: string[];
}

export type CodeInjectionView = Versioned<CodeInjection>;

/** GET/PUT /api/admin/content/popup-overlay: the newsletter popup's settings. */
export type PopupView = Versioned<PopupSettings>;
