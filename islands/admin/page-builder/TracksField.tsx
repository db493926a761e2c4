/**
 * An audio block's tracks: each with its title, artist and file (an audio file this site serves,
 * `/media/…` or `/assets/…`, typed, or chosen from or uploaded to the media library with "Choose
 * audio"), added, removed and moved up or down. At most
 * LAYOUT_LIMITS.tracksPerAlbum; the server checks each field and says what is wrong beside it.
 */
import { useId, useState } from 'react';
import { LAYOUT_LIMITS } from '../../../domain/layout/layout.js';
import { mediaIdOf } from '../../../domain/media/media.js';
import { MediaPicker } from './MediaPicker.js';
import { messagesAt, type SettingIssue } from './model/field-issues.js';
import { describedBy, FieldError } from './FieldError.js';

interface Track {
  title: string;
  artist?: string;
  url: string;
}

const tracksOf = (value: unknown): Track[] =>
  Array.isArray(value)
    ? value.flatMap((t): Track[] => {
        if (t === null || typeof t !== 'object') return [];
        const { title, artist, url } = t as Record<string, unknown>;
        return [{ title: typeof title === 'string' ? title : '', ...(typeof artist === 'string' ? { artist } : {}), url: typeof url === 'string' ? url : '' }];
      })
    : [];

const MAX = LAYOUT_LIMITS.tracksPerAlbum;

export function TracksField({ label, value, issues, disabled, onChange }: { label: string; value: unknown; issues: readonly SettingIssue[]; disabled: boolean; onChange: (tracks: Track[]) => void }) {
  const id = useId();
  const [choosing, setChoosing] = useState<number | undefined>();
  const tracks = tracksOf(value);
  const whole = messagesAt(issues, '');
  const set = (index: number, change: Partial<Track>) =>
    onChange(
      tracks.map((t, i) => {
        if (i !== index) return t;
        const next = { ...t, ...change };
        // A blank artist is no artist (the album's shows instead).
        if (next.artist === '') delete next.artist;
        return next;
      }),
    );
  const move = (from: number, to: number) => {
    const next = [...tracks];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    onChange(next);
  };
  return (
    <fieldset className="pb-tracks" disabled={disabled} aria-describedby={whole.length > 0 ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      {tracks.length === 0 ? (
        <p className="pb-hint">No tracks yet: add the first one.</p>
      ) : (
        <ol className="pb-tracks-list">
          {tracks.map((track, index) => {
            const n = String(index + 1);
            const field = (key: keyof Track, text: string, hint?: string) => {
              const messages = messagesAt(issues, `${String(index)}.${key}`);
              const fieldId = `${id}-${n}-${key}`;
              return (
                <div className="admin-field">
                  <label htmlFor={fieldId}>{text}</label>
                  <input id={fieldId} type="text" value={track[key] ?? ''} onChange={(e) => set(index, { [key]: e.target.value })} {...describedBy(`${fieldId}-error`, messages, hint ? `${fieldId}-hint` : undefined)} />
                  {hint && <p id={`${fieldId}-hint`} className="pb-hint">{hint}</p>}
                  <FieldError id={`${fieldId}-error`} messages={messages} />
                </div>
              );
            };
            return (
              <li key={index}>
                {field('title', `Title of track ${n}`)}
                {field('artist', `Artist of track ${n} (optional)`)}
                {field('url', `File of track ${n}`, 'An audio file of this site: /media/… or /assets/… (MP3, M4A, AAC, OGG, Opus, WAV or FLAC), or choose one of the media library.')}
                <button type="button" className="admin-button" aria-expanded={choosing === index} onClick={() => setChoosing(choosing === index ? undefined : index)}>
                  {choosing === index ? `Close the audio files of track ${n}` : `Choose audio for track ${n}`}
                </button>
                {choosing === index && (
                  <MediaPicker
                    kind="audio"
                    label={`Audio file of track ${n}`}
                    value={mediaIdOf(track.url) ?? ''}
                    disabled={disabled}
                    onChange={(_id, _alt, item) => {
                      // A track not named yet takes the file's name.
                      set(index, { url: item.url, ...(track.title.trim() === '' ? { title: item.filename.replace(/\.[^.]*$/, '').replace(/[-_]+/g, ' ') } : {}) });
                      setChoosing(undefined);
                    }}
                  />
                )}
                <div className="pb-track-actions">
                  <button type="button" className="admin-button" disabled={index === 0} onClick={() => move(index, index - 1)}>Move track {n} up</button>
                  <button type="button" className="admin-button" disabled={index === tracks.length - 1} onClick={() => move(index, index + 1)}>Move track {n} down</button>
                  <button type="button" className="admin-button" onClick={() => onChange(tracks.filter((_, i) => i !== index))}>Remove track {n}</button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <FieldError id={`${id}-error`} messages={whole} />
      {tracks.length >= MAX ? (
        <p className="pb-hint">An album holds at most {MAX} tracks.</p>
      ) : (
        <button type="button" className="admin-button" onClick={() => onChange([...tracks, { title: '', url: '' }])}>Add a track</button>
      )}
    </fieldset>
  );
}
