/** Tells a user whose role may only read that the form below cannot be changed. */
export function ReadOnlyNote({ canWrite }: { canWrite: boolean }) {
  if (canWrite) return null;
  return <p className="admin-note">Your role lets you view this, not change it.</p>;
}
