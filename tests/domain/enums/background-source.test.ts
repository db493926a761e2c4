import { describe, expect, it } from 'vitest';
import { BackgroundSource } from '../../../domain/enums/background-source.js';

describe('BackgroundSource', () => {
  it('has the background sources', () => {
    expect(BackgroundSource.byName).toEqual({ undefined: -1, upload: 1, instagram: 2, video: 3, none: 4 });
  });
});
