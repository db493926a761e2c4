import type { PredicateDef } from '../../engine/plugin.js';
import { scalarText } from '../../engine/values.js';
import { fieldFlag } from '../../domain/commerce/json-number.js';
import { offForDesign } from '../../domain/gallery/design-rules.js';
import { GALLERY_SETTINGS, GALLERY_SETTING_NAMES } from '../../domain/gallery/settings.js';
import { nodePredicate } from '../content/node-predicate.js';
import { galleryOption } from './gallery-option.js';

/**
 * `gallery-<setting>?` for each on/off setting: it is stored on (true, "true" or a non-zero
 * whole number) and the gallery's design does not rule it out. Missing settings are off.
 */
function flagPredicate(setting: string): PredicateDef {
  return nodePredicate(`gallery-${setting}?`, (_node, scope) => {
    if (!fieldFlag(galleryOption(scope, setting))) return false;
    return !offForDesign(scalarText(galleryOption(scope, 'design')), setting);
  });
}

/** `gallery-<setting>-<value>?` for each value of a multiple-choice setting. */
function choicePredicate(setting: string, value: string): PredicateDef {
  return nodePredicate(`gallery-${setting}-${value}?`, (_node, scope) => {
    const stored = galleryOption(scope, setting);
    return stored !== undefined && scalarText(stored) === value;
  });
}

export const gallerySettingPredicates: readonly PredicateDef[] = GALLERY_SETTING_NAMES.flatMap((setting) => {
  const def = GALLERY_SETTINGS[setting];
  if (def.kind === 'boolean') return [flagPredicate(setting)];
  if (def.kind === 'choice') return def.values.map((value) => choicePredicate(setting, value));
  return [];
});
