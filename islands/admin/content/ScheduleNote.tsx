/** Says when a post with a future publish date appears on the site (until then visitors do not see it anywhere). */
export function ScheduleNote({ publishOn, now = Date.now() }: { publishOn: number | undefined; now?: number }) {
  if (publishOn === undefined || publishOn <= now) return null;
  const when = new Date(publishOn).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });
  return (
    <p className="admin-note" role="status">
      Scheduled: visitors see this post from {when}. Until then it is not in the blog, search or the sitemap.
    </p>
  );
}
