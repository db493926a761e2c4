/** A refused delete: the file's name and every place that still shows it, each a link to its editor when it has one. */
import { mediaUseText, type MediaUse } from '../../../domain/media/media-use.js';
import { AppLink } from '../ui/AppLink.js';

export function MediaInUse({ filename, uses }: { filename: string; uses: readonly MediaUse[] }) {
  return (
    <div className="admin-error admin-media-in-use" role="alert">
      <p>{filename} was not deleted: it is still used by:</p>
      <ul>
        {uses.map((use) => {
          const text = mediaUseText(use);
          return <li key={`${use.kind}:${use.title}:${use.state ?? ''}:${use.href ?? ''}`}>{use.href ? <AppLink href={use.href}>{text}</AppLink> : text}</li>;
        })}
      </ul>
      <p>Remove it there first, then delete it.</p>
    </div>
  );
}
