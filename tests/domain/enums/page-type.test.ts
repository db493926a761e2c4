import { describe, expect, it } from 'vitest';
import { PageType } from '../../../domain/enums/page-type.js';

describe('PageType', () => {
  it('has the page types', () => {
    expect(PageType.values).toHaveLength(25);
    expect(PageType.byName['main-content']).toBe(1);
    expect(PageType.nameOf(50)).toBe('content-item');
    expect(PageType.nameOf(211)).toBe('order-status');
    expect(PageType.byName['commerce-email-preview']).toBe(301);
  });
});
