// The resized copies stay within their byte budget: over it, the least recently served go first
// until a tenth of the budget is free; under it, nothing is removed.
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'sizes-'));
  vi.resetModules(); // the running total is the module's
});
afterEach(() => rm(folder, { recursive: true, force: true }));

async function copy(name: string, bytes: number, secondsAgo: number): Promise<void> {
  await writeFile(join(folder, name), Buffer.alloc(bytes, 1));
  const when = new Date(Date.now() - secondsAgo * 1000);
  await utimes(join(folder, name), when, when);
}

it('removes the least recently served copies once the total passes the budget', async () => {
  const { keptCopy, servedCopy } = await import('../../../site/media/size-cache.js');
  await copy('a.webp', 300, 40);
  await copy('b.webp', 300, 30);
  await copy('c.webp', 300, 20);
  await keptCopy(folder, 300, 1000);
  expect((await readdir(folder)).sort()).toEqual(['a.webp', 'b.webp', 'c.webp']);
  servedCopy(join(folder, 'a.webp'));
  await vi.waitFor(async () => expect((await import('node:fs/promises')).stat(join(folder, 'a.webp')).then((s) => Date.now() - s.mtimeMs)).resolves.toBeLessThan(5000));
  await copy('d.webp', 300, 0);
  await keptCopy(folder, 300, 1000); // 1200 bytes: b (served longest ago) goes, leaving 900
  expect((await readdir(folder)).sort()).toEqual(['a.webp', 'c.webp', 'd.webp']);
  await copy('e.webp', 300, 0);
  await keptCopy(folder, 300, 1000); // the count goes on from 900: c goes next
  expect((await readdir(folder)).sort()).toEqual(['a.webp', 'd.webp', 'e.webp']);
});

it('leaves a folder under its budget alone and ignores files being written', async () => {
  const { keptCopy } = await import('../../../site/media/size-cache.js');
  await copy('a.webp', 100, 10);
  await copy('x.webp.123.tmp', 5000, 20);
  await keptCopy(folder, 100, 1000);
  expect((await readdir(folder)).sort()).toEqual(['a.webp', 'x.webp.123.tmp']);
});
