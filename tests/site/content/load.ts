import { fileURLToPath } from 'node:url';
import { readSeedContent } from '../../../site/content/seed-content.js';
import { formatSeedError } from '../../../site/content/seed-error.js';
import type { SiteContent } from '../../../site/content/types.js';

export const fixtureDir = (name: string): string =>
  fileURLToPath(new URL(`../../../fixtures/site-content/${name}`, import.meta.url));

/** A seed folder of fixtures/site-content/ that must load without errors. */
export function loadFixture(name: 'blog-gallery' | 'store'): SiteContent {
  const { content, errors } = readSeedContent(fixtureDir(name));
  if (errors.length > 0 || content === undefined) throw new Error(errors.map(formatSeedError).join('\n'));
  return content;
}
