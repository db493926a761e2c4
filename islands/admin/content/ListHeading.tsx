/** A content list's top: its title, the note for roles that may only read, and for writers the link that starts a new one. */
import { AppLink } from '../ui/AppLink.js';
import { ReadOnlyNote } from './ReadOnlyNote.js';

export function ListHeading({ title, canWrite, create }: { title: string; canWrite: boolean; create: { href: string; label: string } }) {
  return (
    <>
      <h1>{title}</h1>
      <ReadOnlyNote canWrite={canWrite} />
      {canWrite && (
        <p>
          <AppLink className="admin-button admin-button-primary" href={create.href}>
            {create.label}
          </AppLink>
        </p>
      )}
    </>
  );
}
