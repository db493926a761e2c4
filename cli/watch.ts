import { type FSWatcher, watch } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import type { RenderArgs } from './args.js';
import type { Output } from './output.js';

/** Changes closer together than this (an editor's save is several events) render once. */
const SETTLE_MS = 80;

/**
 * Calls `render` whenever the template, the JSON or any file in the partials folder changes.
 * Folders are watched rather than files, since editors often save by replacing the file.
 */
export function watchInputs(args: RenderArgs, out: Output, render: () => void): FSWatcher[] {
  const wanted = new Map<string, (name: string) => boolean>();
  const want = (dir: string, test: (name: string) => boolean) => {
    const before = wanted.get(dir);
    wanted.set(dir, before === undefined ? test : (name) => before(name) || test(name));
  };
  want(dirname(resolve(args.template)), (name) => name === basename(args.template));
  want(dirname(resolve(args.json)), (name) => name === basename(args.json));
  if (args.partials !== undefined) want(resolve(args.partials), (name) => !name.startsWith('.'));

  let timer: NodeJS.Timeout | undefined;
  const changed = new Set<string>();
  const watchers: FSWatcher[] = [];
  for (const [dir, test] of wanted) {
    const watcher = watch(dir, (_event, name) => {
      if (name === null || !test(name.toString())) return;
      changed.add(name.toString());
      clearTimeout(timer);
      timer = setTimeout(() => {
        out.error(out.palette.dim(`templatec: ${[...changed].sort().join(', ')} changed, rendering again`));
        changed.clear();
        render();
        out.error(out.palette.dim('templatec: watching for changes (Ctrl-C stops)'));
      }, SETTLE_MS);
    });
    watcher.on('error', (err) => out.error(`templatec: cannot watch ${dir}: ${err.message}`));
    watchers.push(watcher);
  }
  return watchers;
}
