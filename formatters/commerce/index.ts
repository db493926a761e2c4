import type { FormatterDef } from '../../engine/plugin.js';
import { addToCartBtn } from './add-to-cart-btn.js';
import { productCheckout } from './product-checkout.js';
import { productQuickView } from './product-quick-view.js';
import { productRestockNotification } from './product-restock-notification.js';
import { productScarcity } from './product-scarcity.js';
import { productStatus } from './product-status.js';
import { quantityInput } from './quantity-input.js';
import { summaryFormField } from './summary-form-field.js';
import { variantsSelect } from './variants-select.js';

/** The commerce formatters. */
export const commerceFormatters: readonly FormatterDef[] = [
  addToCartBtn,
  productCheckout,
  productQuickView,
  productRestockNotification,
  productScarcity,
  productStatus,
  quantityInput,
  summaryFormField,
  variantsSelect,
];
