/** The server's message beside a field of the side panel, and the attributes tying the field to it. */
export function FieldError({ id, messages }: { id: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return <p id={id} className="admin-field-error">{messages.join(' ')}</p>;
}

/** `aria-invalid` and `aria-describedby` (the hint's id first, then the error's) of a field. */
export function describedBy(errorId: string, messages: readonly string[], hintId?: string): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const ids = [hintId, messages.length > 0 ? errorId : undefined].filter((i): i is string => i !== undefined);
  return { ...(messages.length > 0 ? { 'aria-invalid': true as const } : {}), ...(ids.length > 0 ? { 'aria-describedby': ids.join(' ') } : {}) };
}
