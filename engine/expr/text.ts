import { numberText } from '../values.js';

/** How `{.eval}` prints its result: null, missing, objects and arrays print nothing. */
export function exprValueText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      return numberText(value);
    case 'boolean':
      return value ? 'true' : 'false';
    default:
      return '';
  }
}
