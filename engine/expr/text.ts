import { scalarText } from '../values.js';

/** How `{.eval}` prints its result: null, missing, objects and arrays print nothing. */
export const exprValueText: (value: unknown) => string = scalarText;
