import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { render } from '../../../library/index.js';

const piece = fc.constantFrom('{', '}', '#', ' ', '0', '1', 'n', ';', ':', 'plural', 'selectordinal', 'select', 'other', 'one', '=1',
  'datetime', 'datetime-interval', 'unit', 'in:byte', 'sequence:hour,minute', 'decimal', 'x', "'", '%', 'Y', 'Z');
const message = fc.array(piece, { maxLength: 30 }).map((p) => p.join(''));
const value = fc.oneof(fc.double(), fc.integer(), fc.string({ maxLength: 5 }), fc.constant(null), fc.constantFrom('1.0', '1e17', '-1e15'));
const template = fc.constantFrom(
  '{msg|message a b}', '{msg|plural a}', '{a|date %Y %B %Z %c}', '{a|datetime full}', '{a, b|datetime-interval}',
  '{a|decimal maxfrac:99 minsig:-1}', '{a|unit in:second sequence:day,hour}', '{a|timesince}', '{a, b|relative-time}',
);

describe('i18n formatters on arbitrary input', () => {
  it('never throw, whatever the message, values, locale and zone', () => {
    fc.assert(
      fc.property(template, message, value, value, fc.constantFrom('en-US', 'fr-FR', 'pl-PL', 'ja', 'none', 'zz'), fc.constantFrom('UTC', 'Asia/Kolkata', 'Bad/Zone'), (tpl, msg, a, b, locale, zone) => {
        const result = render(tpl, { msg, a, b, website: { timeZone: zone } }, { locale, now: 0 });
        expect(typeof result.html).toBe('string');
        // The engine turns a thrown exception into "Formatter '…' failed"; ours report their own errors.
        expect(result.errors.filter((e) => e.message.includes("' failed:"))).toEqual([]);
      }),
      { numRuns: 1500 },
    );
  });
});
