import { describe, expect, it } from 'vitest';
import { message, plural } from '../../../formatters/i18n/message.js';
import { format } from '../../helpers/fake-scope.js';
import { i18nScope } from './scope.js';

const data = { n: 3, name: 'Ann', one: 1, place: 2, bytes: '12345657890', s: 1582663910000, e: 1583763910000, word: 'b' };

describe('message', () => {
  it('substitutes positional and keyword arguments', () => {
    const scope = i18nScope({}, { data });
    expect(format(message, 'Hi {0}, {who}!', ['name', 'who:name'], scope)).toBe('Hi Ann, Ann!');
    expect(format(message, '{1} has {0 plural one{# post} other{# posts}}', ['n', 'name'], scope)).toBe('Ann has 3 posts');
    expect(format(message, '{0 plural =1{just one} one{#} other{#}}', ['one'], scope)).toBe('just one');
  });

  it('selects ordinals and select branches', () => {
    const scope = i18nScope({}, { data });
    expect(format(plural, '{0 selectordinal one{#st} two{#nd} few{#rd} other{#th}}', ['place'], scope)).toBe('2nd');
    expect(format(message, '{0 select a{A} b{B} other{?}}', ['word'], scope)).toBe('B');
  });

  it('formats dates, intervals and units inside messages', () => {
    const scope = i18nScope({ locale: 'fr-FR' }, { data });
    expect(format(message, '{0 unit in:byte compact:bytes}', ['bytes'], scope)).toBe('11,5 Go');
    expect(format(message, '{0 datetime date:long}', ['s'], scope)).toBe('25 février 2020');
    expect(format(message, '{0;1 datetime-interval}', ['s', 'e'], i18nScope({}, { data }))).toBe('Feb 25\u2009–\u2009Mar 9, 2020');
  });

  it('rejects plurals without other, with bad keys or without a number', () => {
    const scope = i18nScope({}, { data });
    expect(format(message, '[{0 plural one{x}}]', ['n'], scope)).toBe('[]');
    expect(format(message, '[{0 plural lots{x} other{y}}]', ['n'], scope)).toBe('[]');
    expect(format(message, '[{0 plural one{x} other{y}}]', ['name'], scope)).toBe('[]');
    expect(scope.errors.map((e) => e.code)).toEqual(['formatter-failed', 'formatter-failed', 'formatter-failed']);
  });

  it('warns about categories the locale never uses, and still renders', () => {
    const scope = i18nScope({}, { data });
    expect(format(message, '{0 plural few{F} other{O}}', ['n'], scope)).toBe('O');
    expect(scope.errors).toEqual([{ code: 'invalid-arguments', message: expect.stringContaining('few') }]);
  });

  it('prints nothing with locale none', () => {
    expect(format(message, 'Hi', [], i18nScope({ locale: 'none' }))).toBe('');
  });
});
