import type { FormatterDef, JsonValue } from '../../engine/plugin.js';
import { getOwn } from '../../engine/values.js';
import { shareButtonsEnabled } from '../../domain/social/share-buttons.js';
import { renderFragment } from '../util/fragment.js';
import { siteSetting } from './scope-lookup.js';

function firstDefined(...values: JsonValue[]): JsonValue {
  return values.find((v) => v !== undefined);
}

/** A share-buttons formatter: a block (`social-button`) or inline (`social-button-inline`). */
export function shareButtons(name: string, inline: boolean): FormatterDef {
  return {
    name,
    apply(value, _args, scope) {
      if (!shareButtonsEnabled(siteSetting(undefined, scope, 'shareButtonOptions'))) return '';
      const field = (key: string) => getOwn(value, key);
      const data = {
        inline,
        systemDataId: firstDefined(field('systemDataId'), field('mainImageId')),
        assetUrl: firstDefined(field('assetUrl'), getOwn(field('mainImage'), 'assetUrl')),
        recordType: field('recordType'),
        fullUrl: field('fullUrl'),
        title: field('title'),
      };
      return renderFragment('social-share-buttons', data, scope);
    },
  };
}
