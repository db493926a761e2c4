/** What the product screens read: the list, one product for editing, and the editor's choices. */
import type { ProductInput } from './product-input.js';

export interface ProductSummary {
  id: string;
  title: string;
  urlId: string;
  productType: number;
  visible: boolean;
  variantCount: number;
  fullUrl: string;
}

export interface ProductList {
  products: ProductSummary[];
  limit: number;
}

export interface ProductEditorData {
  id: string;
  version: number;
  fullUrl: string;
  product: ProductInput;
}

export interface ProductChoices {
  /** The site's images (`/assets/…`) and those products already use. */
  images: string[];
  /** The forms a product can ask buyers to fill in. */
  forms: { id: string; name: string }[];
  currencyCode: string;
}
