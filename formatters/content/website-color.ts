import type { FormatterDef } from '../../engine/plugin.js';
import { getOwn, toNumber } from '../../engine/values.js';
import { hslProblems, hslText } from '../../domain/content/website-color.js';

/** A site colour setting (`hue`, `saturation`, `lightness`, optional `alpha`) as CSS `hsl(…)`/`hsla(…)`. */
export const websiteColor: FormatterDef = {
  name: 'website-color',
  apply(value) {
    const [hue, saturation, lightness, alpha] = ['hue', 'saturation', 'lightness', 'alpha'].map((k) => getOwn(value, k));
    if (hue === undefined || saturation === undefined || lightness === undefined) return 'Missing an H/S/L value.';
    const color = {
      hue: toNumber(hue),
      saturation: toNumber(saturation),
      lightness: toNumber(lightness),
      ...(alpha === undefined ? {} : { alpha: toNumber(alpha) }),
    };
    const problems = hslProblems(color);
    return problems === '' ? hslText(color) : problems;
  },
};
