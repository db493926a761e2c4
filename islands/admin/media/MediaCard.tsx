/** One file of the media library: its preview (a thumbnail, or a player for audio), name, type, size, pixels, upload date, alt text and Delete. */
import { AUDIO_TYPE_NAMES, fileSizeText, type MediaItem } from '../../../domain/media/media.js';
import { AltTextForm } from './AltTextForm.js';

const dateText = (millis: number): string => new Date(millis).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

const typeName = (item: MediaItem): string =>
  (item.kind === 'audio' ? (AUDIO_TYPE_NAMES as Readonly<Record<string, string>>)[item.contentType] : undefined) ?? item.contentType.replace(/^image\//, '').toUpperCase();

export function MediaCard({ item, canWrite, onDelete }: { item: MediaItem; canWrite: boolean; onDelete: (item: MediaItem) => void }) {
  const headingId = `media-${item.id}`;
  return (
    <li className="admin-media-card" aria-labelledby={headingId} tabIndex={-1}>
      <div className="admin-media-preview">
        {item.kind === 'image' ? (
          <img src={`${item.url}?format=300w`} alt="" width={item.width} height={item.height} loading="lazy" />
        ) : (
          <audio controls preload="metadata" src={item.url} aria-label={`Listen to ${item.filename}`} />
        )}
      </div>
      <h2 id={headingId} className="admin-media-name">{item.filename}</h2>
      <dl className="admin-media-facts">
        <div><dt>Type</dt><dd>{item.kind === 'audio' ? `Audio, ${typeName(item)}` : `Image, ${typeName(item)}`}</dd></div>
        <div><dt>Size</dt><dd>{fileSizeText(item.bytes)}</dd></div>
        {item.kind === 'image' && item.width > 0 && (
          <div><dt>Dimensions</dt><dd>{item.width} × {item.height} px</dd></div>
        )}
        <div><dt>Uploaded</dt><dd><time dateTime={new Date(item.created).toISOString()}>{dateText(item.created)}</time></dd></div>
      </dl>
      {item.kind === 'image' && <AltTextForm item={item} canWrite={canWrite} />}
      {canWrite && (
        <button type="button" className="admin-button admin-button-danger" onClick={() => onDelete(item)}>
          Delete <span className="visually-hidden">{item.filename}</span>
        </button>
      )}
    </li>
  );
}
