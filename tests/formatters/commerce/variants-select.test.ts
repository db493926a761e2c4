import { describe, expect, it } from 'vitest';
import { html } from './render.js';

const item = (structuredContent: Record<string, unknown>): unknown => ({
  id: 'i1',
  structuredContent: {
    variants: [{ attributes: { Size: 'S' } }, { attributes: { Size: 'L & up' } }],
    variantOptionOrdering: ['Size'],
    ...structuredContent,
  },
});

describe('variants-select', () => {
  it('prompts "Select <option>" in the dropdown and labels the radio buttons', () => {
    const out = html('{item|variants-select}', { item: item({ productType: 1 }) });
    expect(out).toContain('<div class="variant-option-title">Size: </div>');
    expect(out).toContain('<select aria-label="Select Size" data-variant-option-name="Size">');
    expect(out).toContain('<option value="">Select Size</option>');
    expect(out).toContain('<option value="S">S</option><option value="L &amp; up">L &amp; up</option>');
    expect(out).toContain('id="variant-option-Size-L &amp; up"/>');
    expect(out).not.toContain('data-is-subscribable');
  });

  it('labels each radio as the platform does, or as a plain label with `radios` (the editor canvas, where no island removes the role: axe refused role="button" on a label)', () => {
    const platform = html('{item|variants-select}', { item: item({ productType: 1 }) });
    expect(platform).toContain('<label class="sqs-button-element--secondary" role="button" tabindex="0" for="variant-option-Size-S">S</label>');
    const radios = html('{item|variants-select radios}', { item: item({ productType: 1 }) });
    expect(radios).toContain('<label class="sqs-button-element--secondary" for="variant-option-Size-S">S</label>');
    expect(radios).not.toContain('role="button"');
    expect(radios.replace(/ role="button" tabindex="0"/g, '')).toBe(platform.replace(/ role="button" tabindex="0"/g, ''));
  });

  it('fills the localized prompt with the option name', () => {
    const localizedStrings = { productVariantSelectText: 'Choose {variantName}' };
    const out = html('{item|variants-select}', { item: item({ productType: 1 }), localizedStrings });
    expect(out).toContain('<option value="">Choose Size</option>');
  });

  it('gift cards use the value wording, localized when given', () => {
    const giftCard = item({ productType: 4 });
    expect(html('{item|variants-select}', { item: giftCard })).toContain('<div class="variant-option-title">Value: </div>');
    expect(html('{item|variants-select}', { item: giftCard })).toContain('<option value="">Select Value</option>');
    const strings = { giftCardValueDisplayText: 'Montant', giftCardVariantSelectText: 'Choisir un montant' };
    const out = html('{item|variants-select}', { item: giftCard, localizedStrings: strings });
    expect(out).toContain('<div class="variant-option-title">Montant: </div>');
    expect(out).toContain('aria-label="Choisir un montant"');
  });

  it('subscriptions carry their plan', () => {
    const subscriptionPlan = { billingPeriod: { unit: 'WEEK', value: 1 } };
    const out = html('{item|variants-select}', { item: item({ productType: 1, isSubscribable: true, subscriptionPlan }) });
    const plan = '{&quot;billingPeriod&quot;:{&quot;unit&quot;:&quot;WEEK&quot;,&quot;value&quot;:1}}';
    expect(out).toContain(` data-is-subscribable="true" data-subscription-plan="${plan}"`);
  });

  it('prints nothing without options', () => {
    expect(html('{item|variants-select}', { item: item({ variants: [{ attributes: { Size: 'S' } }] }) })).toBe('');
    expect(html('{item|variants-select}', { item: item({ variantOptionOrdering: [] }) })).toBe('');
  });
});
