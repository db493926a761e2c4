import { siteContent } from '../server/store.js';
import type { ContentSnapshot } from '../server/content-snapshot.js';
import { siteRuntime } from '../pipeline/site-runtime.js';

/** The stored content as it is now and the page cache's key for it (the content's and the site folder's version). */
export async function pageContent(): Promise<{ snapshot: ContentSnapshot; key: string }> {
  const [snapshot, site] = await Promise.all([siteContent(), siteRuntime()]);
  return { snapshot, key: `${site.version}|${snapshot.key}` };
}
