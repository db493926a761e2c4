/** Text placed in an email's HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);
}

/** The frame every message's HTML body shares: the site's name and the message. */
export function emailHtml(siteTitle: string, body: string): string {
  return `<!doctype html><html lang="en"><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1d1d1f">
<p style="font-weight: 600">${escapeHtml(siteTitle)}</p>
${body}
</body></html>`;
}
