import { describe, expect, it } from 'vitest';
import { argsMemo } from '../../../formatters/util/args-memo.js';

/** A memo over a derivation that counts its calls. */
function counted(): { memo: (args: readonly string[]) => { text: string }; calls: () => number } {
  let calls = 0;
  const memo = argsMemo((args) => {
    calls++;
    return { text: args.join('+') };
  });
  return { memo, calls: () => calls };
}

describe('argsMemo', () => {
  it('derives once per distinct list, whatever array brings it', () => {
    const { memo, calls } = counted();
    const a = memo(['date:long']);
    expect(memo(['date:long'])).toBe(a);
    expect(memo([])).toBe(memo([]));
    const two = ['date:long', 'time:short'];
    expect(memo(two)).toBe(memo(['date:long', 'time:short']));
    expect(memo(two).text).toBe('date:long+time:short');
    expect(calls()).toBe(3);
  });

  it('derives anew when an array it saw no longer holds the same texts', () => {
    const { memo } = counted();
    const args = ['a', 'b'];
    expect(memo(args).text).toBe('a+b');
    args[1] = 'c';
    expect(memo(args).text).toBe('a+c');
    args.push('d');
    expect(memo(args).text).toBe('a+c+d');
  });

  it('keeps lists whose joined texts would look alike apart', () => {
    const { memo } = counted();
    expect(memo(['a\u0000b']).text).toBe('a\u0000b');
    expect(memo(['a', 'b']).text).toBe('a+b');
    expect(memo(['a\u0000b', 'c']).text).toBe('a\u0000b+c');
    expect(memo(['a', 'b\u0000c']).text).toBe('a+b\u0000c');
  });
});
