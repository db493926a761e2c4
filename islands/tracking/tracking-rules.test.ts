import { describe, expect, it } from 'vitest';
import { isConfigPath, pageViewAllowed, trackingAllowed } from './tracking-rules.js';
import { testFacts } from './test-facts.js';

describe('which pages are tracked (spec 000 §2, §6)', () => {
  it('tracks an anonymous visitor on an ordinary page', () => {
    expect(trackingAllowed(testFacts(), '/shop/p/mug', false)).toBe(true);
    expect(pageViewAllowed(testFacts(), '/shop/p/mug', false)).toBe(true);
  });

  it('tracks nothing under the restrictive cookie policy', () => {
    expect(trackingAllowed(testFacts(), '/shop', true)).toBe(false);
    expect(pageViewAllowed(testFacts(), '/shop', true)).toBe(false);
  });

  it.each(['notFound', 'lockScreen', 'accessDenied', 'censusDisabled'] as const)('tracks nothing when %s', (flag) => {
    expect(trackingAllowed(testFacts({ [flag]: true }), '/shop', false)).toBe(false);
    expect(pageViewAllowed(testFacts({ [flag]: true }), '/shop', false)).toBe(false);
  });

  it('records no page view on the search page, but other events', () => {
    expect(pageViewAllowed(testFacts({ searchPage: true }), '/search', false)).toBe(false);
    expect(trackingAllowed(testFacts({ searchPage: true }), '/search', false)).toBe(true);
  });

  it('counts config paths as editor views, not tracked', () => {
    expect(isConfigPath('/config')).toBe(true);
    expect(isConfigPath('/config/pages')).toBe(true);
    expect(isConfigPath('/shop/config/x')).toBe(true);
    expect(isConfigPath('/configure')).toBe(false);
    expect(isConfigPath('/shop/p/config-mug')).toBe(false);
    expect(pageViewAllowed(testFacts(), '/config/pages', false)).toBe(false);
  });

  it('skips signed-in accounts unless their only role is VIEWER, and not on a config page', () => {
    expect(pageViewAllowed(testFacts({ account: 'other' }), '/shop', false)).toBe(false);
    expect(pageViewAllowed(testFacts({ account: 'viewer' }), '/shop', false)).toBe(true);
    expect(pageViewAllowed(testFacts({ account: 'viewer' }), '/config', false)).toBe(false);
  });
});
