import { describe, expect, it } from 'vitest';
import { html } from './render.js';

const wrap = (title: string, answer: string): string =>
  `<div style="font-size:11px; margin-top:3px">\n  <span style="font-weight:bold;">${title}:</span> ${answer}\n</div>`;
const field = (f: unknown, extra: Record<string, unknown> = {}): string => html('{f|summary-form-field}', { f, ...extra });

describe('summary-form-field', () => {
  it('formats names, dates, phones and times', () => {
    expect(field({ type: 'name', rawTitle: 'Name', values: { First: 'Ada', Last: 'Lovelace' } })).toBe(wrap('Name', 'Ada Lovelace'));
    expect(field({ type: 'date', rawTitle: 'Date', values: { Month: '1', Day: '2', Year: '2020' } })).toBe(wrap('Date', '1/2/2020'));
    const phone = { Country: '44', Areacode: '20', Prefix: '7946', Line: '0000' };
    expect(field({ type: 'phone', rawTitle: 'Phone', values: phone })).toBe(wrap('Phone', '+44 20-7946-0000'));
    expect(field({ type: 'time', rawTitle: 'Time', values: { Hour: '9', Minute: '30', Ampm: 'AM' } })).toBe(wrap('Time', '9:30:00 AM'));
  });

  it('lists the boxes ticked', () => {
    expect(field({ type: 'checkbox', rawTitle: 'Pick', values: ['a', 'b & c'] })).toBe(wrap('Pick', 'a, b &amp; c\n'));
  });

  it('writes an address without an empty second line', () => {
    const values = { Line1: '1 Way', City: 'Town', State: 'ST', Zip: '123', Country: 'US' };
    const out = field({ type: 'address', rawTitle: 'Ship', values });
    expect(out).toBe(wrap('Ship', '<div style="padding-left:5px;">\n  <div>1 Way</div>\n  <div>Town, ST 123 US</div>\n</div>'));
  });

  it('labels likert answers, localized when given', () => {
    const strings = { productAnswerMapStronglyDisagree: 'Pas du tout' };
    const out = field({ type: 'likert', rawTitle: 'Views', values: { Good: '-2', Fine: '9' } }, { localizedStrings: strings });
    const rows = [
      '  <div><span style="font-weight:bold;">Good:</span> Pas du tout</div>',
      '  <div><span style="font-weight:bold;">Fine:</span> Neutral</div>',
    ];
    expect(out).toBe(wrap('Views', `<div style="padding-left:5px;">\n${rows.join('\n')}\n</div>`));
  });

  it('prints other answers as text, escaped', () => {
    expect(field({ type: 'text', rawTitle: 'Note <1>', value: 'x < y' })).toBe(wrap('Note &lt;1&gt;', 'x &lt; y'));
  });

  it('reads N/A, or the localized text, for a blank answer', () => {
    expect(field({ type: 'text', rawTitle: 'Note' })).toBe(wrap('Note', 'N/A'));
    expect(field({ type: 'date', rawTitle: 'When', values: {} }, {})).toBe(wrap('When', '//'));
    const strings = { productSummaryFormNoAnswerText: ' k. A. ' };
    expect(field({ type: 'checkbox', rawTitle: 'Pick' }, { localizedStrings: strings })).toBe(wrap('Pick', 'k. A.'));
  });
});
