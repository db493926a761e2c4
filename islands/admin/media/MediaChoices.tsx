/**
 * Choosing one file of the media library, as every picker does (a block's image or audio file, a
 * section's or slide's background, a post's main image): the search by file name, then the files
 * of `kind` newest first a page at a time as radio buttons (arrows move between them), images with
 * a thumbnail, audio files with their type, size and a player.
 */
import { useId, type ReactNode } from 'react';
import { AUDIO_TYPE_NAMES, fileSizeText, type MediaItem, type MediaKind } from '../../../domain/media/media.js';
import { MediaPagesView } from './MediaPagesView.js';
import { MediaSearchField } from './MediaSearchField.js';
import { useMediaPages } from './use-media-pages.js';
import './media.css';

/** Looked up by any content type (an older row may carry one not listed). */
const AUDIO_NAMES: Readonly<Record<string, string>> = AUDIO_TYPE_NAMES;

interface Props {
  kind: MediaKind;
  /** The id of the file chosen, if it is one of the library's. */
  value: string | undefined;
  onChoose: (item: MediaItem) => void;
  loading: string;
  empty: ReactNode;
  /** What the list of files is called (its accessible name). */
  listLabel: string;
}

export function MediaChoices({ kind, value, onChoose, loading, empty, listLabel }: Props) {
  const pages = useMediaPages(kind);
  const name = useId();
  return (
    <>
      <MediaSearchField pages={pages} />
      <MediaPagesView pages={pages} loading={loading} failed="Unable to load the media library." empty={empty}>
        {(items) => (
          <ul className={kind === 'audio' ? 'admin-media-choices admin-media-choices-audio' : 'admin-media-choices'} aria-label={listLabel}>
            {items.map((item) => (
              <li key={item.id}>
                <label>
                  <input type="radio" name={`media-${name}`} checked={value === item.id} onChange={() => onChoose(item)} />
                  {kind === 'image' && <img src={`${item.url}?format=100w`} alt="" width={48} height={48} loading="lazy" />}
                  <span>{item.filename}</span>
                  {kind === 'audio' && <span className="pb-hint">{AUDIO_NAMES[item.contentType] ?? item.contentType}, {fileSizeText(item.bytes)}</span>}
                </label>
                {kind === 'audio' && <audio controls preload="none" src={item.url} aria-label={`Listen to ${item.filename}`} />}
              </li>
            ))}
          </ul>
        )}
      </MediaPagesView>
    </>
  );
}
