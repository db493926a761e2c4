import type { FormatterDef } from '../../engine/plugin.js';
import { isObject } from '../../engine/values.js';
import { renderFragment } from '../util/fragment.js';

/** The audio player of an audio item (its `structuredContent.audioAssetUrl` and `id`). */
export const audioPlayer: FormatterDef = {
  name: 'audio-player',
  apply: (value, _args, scope) => renderFragment('audio-player', isObject(value) ? value : {}, scope),
};
