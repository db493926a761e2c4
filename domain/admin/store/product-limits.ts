/** The product editor's limits: the spec's where it names them (001 §5, §9), sensible ones elsewhere. */
export const PRODUCT_LIMITS = {
  /** "products per collection 200" (001 §9). */
  productsPerCollection: 200,
  /** "URL validation maximum length: 2083" (001 §5). */
  urlLength: 2083,
  titleLength: 200,
  urlIdLength: 80,
  bodyLength: 100_000,
  excerptLength: 1000,
  skuLength: 60,
  options: 6,
  optionNameLength: 50,
  optionValueLength: 50,
  valuesPerOption: 50,
  variants: 250,
  images: 20,
  /** The cart's own cap on one entry is 9,999; stock may run higher. */
  maxStock: 1_000_000,
  billingPeriodMax: 52,
  billingCyclesMax: 520,
} as const;

export const PRODUCTS_PER_COLLECTION_MESSAGE = `A collection holds at most ${String(PRODUCT_LIMITS.productsPerCollection)} products.`;
