import type { FormatterDef } from '../../engine/plugin.js';
import { scalarText } from '../../engine/values.js';
import { colorWeight as weightOf } from '../../domain/content/color-weight.js';
import { parseHexColor } from '../../domain/content/hex-color.js';

/** `light` or `dark` for a hex colour (3 or 6 digits, `#` optional); nothing for anything else. */
export const colorWeight: FormatterDef = {
  name: 'color-weight',
  apply(value) {
    const color = parseHexColor(scalarText(value));
    return color === undefined ? undefined : weightOf(color);
  },
};
