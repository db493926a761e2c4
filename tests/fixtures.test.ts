import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile } from '../library/index.js';
import { parseSpec, splitSections } from '../cli/spec-file.js';

/**
 * Data-driven tests: every `.html` file under fixtures/ (outside sites/ and platform-tags/, whose
 * cases are site folders read by tests/site/folder/platform-tag-fixtures.test.ts, and blocks/, the
 * page builder's block cases read by tests/site/page-builder/ and tests/site/features/page-builder/) is one case in the
 * conformance format: JSON + template + expected output. An optional `:ERRORS` section lists the
 * errors expected, one `code line:column` per line, in order. Each case runs on the closures and
 * on the generated function.
 */
const root = join(import.meta.dirname, '..', 'fixtures');
const NOT_ENGINE_CASES = new Set(['sites', 'platform-tags', 'blocks']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return NOT_ENGINE_CASES.has(name) ? [] : files(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

describe.each(['never', 'always'] as const)('fixtures (codegen: %s)', (codegen) => {
  for (const file of files(root)) {
    const name = relative(root, file);
    it(name, () => {
      const text = readFileSync(file, 'utf8');
      const parsed = parseSpec(text);
      if (parsed.status !== 'ok') throw new Error(`${name}: ${parsed.status}`);
      const { spec } = parsed;
      const template = compile(spec.template, { name, preprocess: spec.preprocess, codegen });
      const result = template.render(spec.json, {
        partials: spec.partials,
        injects: spec.injects,
        locale: spec.locale,
        now: spec.now ?? 0,
      });
      expect(result.html.trim()).toBe((spec.expected ?? '').trim());
      const expectedErrors = splitSections(text).get('ERRORS');
      const errors = [...template.errors, ...result.errors].map((e) => `${e.code} ${e.line}:${e.column}`);
      if (expectedErrors !== undefined) {
        expect(errors).toEqual(expectedErrors.split('\n').map((l) => l.trim()).filter(Boolean));
      } else {
        expect(errors).toEqual([]);
      }
    });
  }
});
