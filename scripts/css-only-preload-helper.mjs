// Vite wraps every dynamic import of the browser build in its preload helper (0.7 KB gzip'd on
// every page). With `build.modulePreload: false` the only dependencies it is ever handed are the
// CSS files of the chunk being imported (e.g. islands/reviews/reviews.css), so this plugin gives
// it a helper that does only that: each stylesheet linked once, the import waiting for it, a
// stylesheet that fails to load failing the import as Vite's own helper does.
const HELPER_ID = '\0vite/preload-helper.js';

const helper = (base) => `const seen = {};
export const __vitePreload = (load, deps) =>
  Promise.all((deps || []).map((dep) => {
    dep = ${JSON.stringify(base)} + dep;
    if (dep in seen || document.querySelector('link[rel="stylesheet"][href="' + dep + '"]')) return;
    seen[dep] = true;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.crossOrigin = '';
    link.href = dep;
    document.head.appendChild(link);
    return new Promise((resolve, reject) => {
      link.addEventListener('load', resolve);
      link.addEventListener('error', () => reject(new Error('Unable to preload CSS for ' + dep)));
    });
  })).then(() => load());
`;

/** The CSS-only preload helper; needs `build.modulePreload: false` and an absolute `base`. */
export function cssOnlyPreloadHelper() {
  let base = '/';
  let modulePreload;
  return {
    name: 'storefront:css-only-preload-helper',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      modulePreload = config.build.modulePreload;
    },
    load(id) {
      if (id !== HELPER_ID) return undefined;
      // Only the browser build loads the helper; the server build has its own settings.
      if (modulePreload !== false) throw new Error('cssOnlyPreloadHelper needs build.modulePreload: false');
      if (!base.startsWith('/')) throw new Error('cssOnlyPreloadHelper needs an absolute base');
      return helper(base);
    },
  };
}
