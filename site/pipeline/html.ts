/** Text and attribute values written into HTML by the site layer. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `name="value"` pairs, values escaped. */
export function attributes(attrs: Readonly<Record<string, string>>): string {
  return Object.entries(attrs).map(([name, value]) => `${name}="${escapeHtml(value)}"`).join(' ');
}
