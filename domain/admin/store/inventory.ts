/**
 * The inventory panel's call: its query (search on name or SKU, sort on name, stock or price,
 * pages of 25), its answer (products with their variants' stock), and the inline stock edit,
 * which names the stock it was based on so a change made meanwhile answers 409.
 */
import { z } from 'zod';
import { PRODUCT_LIMITS } from './product-limits.js';

export const INVENTORY_PAGE_SIZE = 25;
export const INVENTORY_SORTS = ['name', 'stock', 'price'] as const;
export type InventorySort = (typeof INVENTORY_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

export const inventoryQuery = z.object({
  q: z.string().trim().max(200, 'must be at most 200 characters').default(''),
  sort: z.enum(INVENTORY_SORTS, { errorMap: () => ({ message: 'must be name, stock or price' }) }).default('name'),
  dir: z.enum(['asc', 'desc'], { errorMap: () => ({ message: 'must be asc or desc' }) }).default('asc'),
  page: z.coerce.number({ invalid_type_error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more').max(100_000).default(1),
});
export type InventoryQuery = z.infer<typeof inventoryQuery>;

export interface InventoryVariant {
  id: string;
  sku: string;
  /** "Natural / S/M", or "" for a product's only variant. */
  label: string;
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
}

export interface InventoryRow {
  id: string;
  title: string;
  urlId: string;
  productType: number;
  /** The product's version (goes up with every save): a bulk change names it. */
  version: number;
  /** Shown on the site (not hidden in the admin). */
  visible: boolean;
  /** Sum over the variants; `unlimited` when any variant is. */
  stock: number;
  unlimited: boolean;
  /** Lowest and highest price a buyer pays (sale price when on sale), in cents. */
  minPriceCents: number;
  maxPriceCents: number;
  variants: InventoryVariant[];
}

export interface InventoryPage {
  rows: InventoryRow[];
  page: number;
  pageSize: number;
  total: number;
  hasNextPage: boolean;
  currencyCode: string;
}

/** The inline edit of one variant's stock: the new stock, and the stock the edit was based on. */
export const stockEdit = z.object({
  qtyInStock: z.number({ required_error: 'is required', invalid_type_error: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 or more').max(PRODUCT_LIMITS.maxStock, `must be at most ${String(PRODUCT_LIMITS.maxStock)}`),
  unlimited: z.boolean({ required_error: 'is required', invalid_type_error: 'must be true or false' }),
  expected: z.object({
    qtyInStock: z.number({ required_error: 'is required', invalid_type_error: 'must be a number' }).int().min(0),
    unlimited: z.boolean({ required_error: 'is required', invalid_type_error: 'must be true or false' }),
  }),
});
export type StockEdit = z.infer<typeof stockEdit>;

/** The events the spec names for the inventory panel (001 §2), recorded with RecordEvent. */
export const INVENTORY_EVENTS = {
  search: 'inventory-panel-search',
  sort: 'inventory-panel-sort',
  rowClick: 'inventory-panel-row-click',
  rowExpander: 'inventory-panel-row-expander',
  nextPage: 'inventory-panel-next-page',
} as const;
