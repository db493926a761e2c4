import { isJsonObject } from '../json-object.js';

/**
 * A product the owner hid in the admin (`hidden: true` on its content item): no page lists or
 * shows it, and the cart refuses it, until it is made visible again.
 */
export function isHiddenProduct(content: unknown): boolean {
  return isJsonObject(content) && content['hidden'] === true;
}
