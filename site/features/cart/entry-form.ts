/**
 * What the cart page needs to open a line's additional-fields form (spec 000 §2 "cart page product
 * form"): the product's form as the product page has it and the answers the line holds now. Only
 * the visitor's own cart is read; a line that is not theirs, or whose product has no form (any
 * more), is answered 404 so the page says "Unable to open form".
 */
import { findCart, StoreError, type Store } from '../../db/index.js';
import { ApiError } from '../../edge/api-error.js';
import { findProductData } from '../products/product-islands.js';
import type { FormFieldData } from '../../../domain/commerce/product-data.js';

export interface EntryForm {
  form: { id: string; name: string; fields: FormFieldData[] };
  additionalFields: unknown;
}

export async function entryForm(store: Store, visitorId: string, entryId: string): Promise<EntryForm> {
  const cart = await findCart(store, { visitorId });
  const entry = cart?.entries.find((e) => e.id === entryId);
  if (entry === undefined) throw new StoreError('unknown-entry', { entryId });
  const form = (await findProductData(entry.itemId))?.data.form;
  if (form === undefined) throw new ApiError(404, 'no-form', `${entry.title} has no form to fill in.`);
  return { form, additionalFields: entry.additionalFields };
}
