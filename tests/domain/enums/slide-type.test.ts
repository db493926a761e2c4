import { describe, expect, it } from 'vitest';
import { SlideType } from '../../../domain/enums/slide-type.js';

describe('SlideType', () => {
  it('has the slide types', () => {
    expect(SlideType.names).toEqual(['cover-page', 'lock-screen', 'popup-overlay']);
  });
});
