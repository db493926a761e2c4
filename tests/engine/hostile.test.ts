import { describe, expect, it } from 'vitest';
import { render } from '../../library/index.js';
import { DEFAULT_LIMITS } from '../../engine/runtime/limits.js';
import { hostileCases } from './hostile/cases.mjs';

/** The hostile cases of issue 14 with the default limits: each ends with the error it names. */
describe('hostile templates and data, default limits', () => {
  for (const hostile of hostileCases) {
    it(hostile.name, () => {
      const { html, errors } = render(hostile.source, hostile.data(), { now: 0, limits: hostile.limits });
      expect(html.length).toBeLessThanOrEqual(DEFAULT_LIMITS.maxOutput);
      const codes = errors.map((e) => e.code);
      if (hostile.code === null) expect(codes).toEqual([]);
      else expect(codes).toContain(hostile.code);
      for (const e of errors) expect(e.line).toBeGreaterThan(0);
    });
  }
});
