// Every site folder the project ships (the demo store, the journal) and the platform-style folder
// of the tests loads, compiles with the system templates, compiles its styles and validates its
// seed content with no error at all: what `SITE_DIR=<folder> npm start` serves.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileSite, loadSystemTemplates } from '../../site/folder/compile-folder.js';
import { loadSiteFolder } from '../../site/folder/load-folder.js';
import { compileStylesheets } from '../../site/folder/styles.js';
import { formatFolderError } from '../../site/folder/folder-error.js';
import { readSeedContent } from '../../site/content/seed-content.js';
import { formatSeedError } from '../../site/content/seed-error.js';

const FOLDERS = ['sites/fern-and-finch', 'sites/quiet-pages', 'fixtures/template-folders/platform-base'];

describe.each(FOLDERS)('%s', (folderPath) => {
  const dir = path.resolve(folderPath);

  it('loads, compiles every template and stylesheet, with no error', async () => {
    const { folder, errors } = await loadSiteFolder(dir);
    expect(errors.map(formatFolderError)).toEqual([]);
    const compiled = compileSite(folder!, { systemTemplates: await loadSystemTemplates(path.resolve('templates/system')) });
    expect(compiled.errors.map(formatFolderError)).toEqual([]);
    expect(compiled.region()).toBeDefined();
    const styles = await compileStylesheets(folder!);
    expect(styles.errors.map(formatFolderError)).toEqual([]);
    expect(styles.css.length).toBeGreaterThan(0);
  });

  it('has valid seed content, and a template for every collection and page it holds', async () => {
    const seed = readSeedContent(path.join(dir, 'content'));
    expect(seed.errors.map(formatSeedError)).toEqual([]);
    const { folder } = await loadSiteFolder(dir);
    const compiled = compileSite(folder!, { systemTemplates: await loadSystemTemplates(path.resolve('templates/system')) });
    for (const { collection } of seed.content!.collections) {
      expect([collection.urlId, compiled.collectionTemplate(collection.typeName, 'list')?.file]).not.toContain(undefined);
    }
    for (const { page } of seed.content!.pages) {
      expect([page.urlId, compiled.pageTemplate(page.template ?? page.urlId)?.file]).not.toContain(undefined);
    }
    for (const name of ['not-found', 'search', 'cart', 'checkout', 'order-confirmed', 'gift-card']) expect(compiled.pageTemplate(name)).toBeDefined();
  });
});
