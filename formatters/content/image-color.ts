import type { FormatterDef } from '../../engine/plugin.js';
import { getOwn } from '../../engine/values.js';
import { isHexDigits } from '../../domain/content/hex-color.js';
import { escapeAttribute } from '../util/html-escape.js';
import { field } from './field.js';

const POSITIONS = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight', 'center'];

/**
 * The average colours of an image (`colorData`): with a position, `#rgb` (after `label: ` when a
 * second argument gives one) or `"position" not found.`; without, a `data-color-…` attribute per
 * position. Values that are not 3 or 6 hex digits count as missing.
 */
export const imageColor: FormatterDef = {
  name: 'image-color',
  apply(value, args) {
    const colorData = getOwn(value, 'colorData');
    if (colorData === undefined) return undefined;
    const average = (position: string): string => {
      const color = field(colorData, `${position}Average`);
      return isHexDigits(color) ? color : '';
    };
    const [position, label] = args;
    if (position === undefined) {
      return POSITIONS.map((p) => `data-color-${p}="#${average(p)}" `).join('');
    }
    const color = average(position);
    if (color === '') return `"${escapeAttribute(position)}" not found.`;
    return `${label === undefined ? '' : `${label}: `}#${color}`;
  },
};
