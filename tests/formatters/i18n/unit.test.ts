import { describe, expect, it } from 'vitest';
import { unit } from '../../../formatters/i18n/unit.js';
import { format } from '../../helpers/fake-scope.js';
import { i18nScope } from './scope.js';

describe('unit', () => {
  it('formats and converts amounts', () => {
    expect(format(unit, '6370', ['in:minute', 'sequence:hour,minute'], i18nScope())).toBe('106h 10m');
    expect(format(unit, 'x', ['in:minute'], i18nScope())).toBe('');
    expect(format(unit, 1, ['in:minute'], i18nScope({ locale: 'none' }))).toBe('');
  });
});
