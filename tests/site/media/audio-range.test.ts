// The byte range an <audio> element asks of an uploaded audio file: one range as the browser sends
// it (`a-b`, `a-`, `-n`), clipped to the file; past the end unsatisfiable; anything else the whole file.
import { describe, expect, it } from 'vitest';
import { byteRange } from '../../../site/media/audio-response.js';

describe('byteRange', () => {
  it.each([
    ['bytes=0-', [0, 999]],
    ['bytes=100-199', [100, 199]],
    ['bytes=900-5000', [900, 999]],
    ['bytes=-10', [990, 999]],
    ['bytes=-5000', [0, 999]],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    [null, undefined],
    ['bytes=5-2', undefined],
    ['bytes=0-1,5-6', undefined],
    ['items=0-1', undefined],
    ['bytes=-', undefined],
  ] as const)('%s of 1000 bytes is %j', (header, expected) => {
    expect(byteRange(header, 1000)).toEqual(expected);
  });
});
