/** Replaces `{name}` in a message with the named values; other braces stay as written. */
export function fillPlaceholders(message: string, values: Readonly<Record<string, string>>): string {
  return message.replace(/\{\s*([A-Za-z_][\w]*)\s*\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? '') : whole,
  );
}
