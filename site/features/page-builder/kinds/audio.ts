/**
 * Audio block: an album of tracks (title, artist, an audio file uploaded to the site), at most 60
 * (seed 001 §9), each played by the browser's own `<audio>` controls: no island.
 */
import { z } from 'zod';
import { LAYOUT_LIMITS } from '../../../../domain/layout/layout.js';
import { audioStart } from '../../../../domain/layout/block-defaults.js';
import type { LiveBlockDefinition } from './live-block.js';
import { localFile, optionalText, text } from './settings-fields.js';

export const MAX_TRACKS = LAYOUT_LIMITS.tracksPerAlbum;

const AUDIO_FILE = /\.(mp3|m4a|aac|ogg|oga|opus|wav|flac)$/i;

const trackSchema = z
  .object({
    title: text('The track title', 200),
    artist: optionalText('The artist', 200),
    url: localFile('The audio file').refine((url) => AUDIO_FILE.test(url), 'The audio file must be an MP3, M4A, AAC, OGG, Opus, WAV or FLAC file.'),
  })
  .strict();

export const audioSchema = z
  .object({
    albumTitle: optionalText('The album title', 200),
    artist: optionalText('The artist', 200),
    tracks: z
      .array(trackSchema, { required_error: 'The tracks are required.', invalid_type_error: 'The tracks must be a list.' })
      .max(MAX_TRACKS, `An album holds at most ${String(MAX_TRACKS)} tracks.`),
  })
  .strict();
export type AudioSettings = z.output<typeof audioSchema>;

export const audioBlock: LiveBlockDefinition<AudioSettings> = {
  kind: 'audio',
  settings: audioSchema as z.ZodType<AudioSettings>,
  defaults: audioStart,
  data(settings, _env, block) {
    return {
      albumTitle: settings.albumTitle ?? null,
      artist: settings.artist ?? null,
      tracks: settings.tracks.map((track, index) => ({
        number: index + 1,
        id: `${block.id}-track-${String(index + 1)}`,
        title: track.title,
        artist: track.artist ?? settings.artist ?? null,
        url: track.url,
      })),
    };
  },
};
