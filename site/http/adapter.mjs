// The storefront's Astro adapter: @astrojs/node (its build settings) in middleware mode, with the
// project's own HTTP server (site/http/entry.ts) as the server entrypoint, so the server is built
// with the site and shares its modules (the page cache, the store, the log).
import { fileURLToPath } from 'node:url';
import node from '@astrojs/node';

export default function storefrontAdapter() {
  const base = node({ mode: 'middleware' });
  const configDone = base.hooks['astro:config:done'];
  return {
    ...base,
    hooks: {
      ...base.hooks,
      'astro:config:done': (params) =>
        configDone({
          ...params,
          setAdapter: (adapter) =>
            params.setAdapter({ ...adapter, serverEntrypoint: fileURLToPath(new URL('./entry.ts', import.meta.url)), exports: ['handler', 'options'] }),
        }),
    },
  };
}
