import { build } from 'esbuild';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

/**
 * The engine must run in the browser: bundled for the browser, it is evaluated in a bare
 * context that has no Node globals (no process, require, Buffer) and renders a template.
 */
describe('the engine with its library in a browser bundle', () => {
  it('bundles without Node built-ins and renders in a context without Node globals', async () => {
    const result = await build({
      entryPoints: ['library/index.ts'],
      bundle: true,
      platform: 'browser',
      format: 'iife',
      globalName: 'JsonTemplate',
      write: false,
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]?.text ?? '';
    const sandbox = createContext({ console });
    runInContext(`${code}\nthis.JsonTemplate = JsonTemplate;`, sandbox);
    const engine = (sandbox as { JsonTemplate: typeof import('../../library/index.js') }).JsonTemplate;
    expect(runInContext('typeof process + typeof require + typeof Buffer', sandbox)).toBe('undefinedundefinedundefined');
    const template = engine.compile('{.repeated section items}{name|html}{.alternates with}, {.end}');
    expect(template.render({ items: [{ name: 'A&B' }, { name: 'C' }] }).html).toBe('A&amp;B, C');
  });
});
