// The header & footer code's saved versions and the line comparison the screen shows.
import { describe, expect, it } from 'vitest';
import { savedVersions } from '../../../domain/admin/content/code-history.js';
import { lineDiff } from '../../../domain/admin/content/line-diff.js';

describe('savedVersions', () => {
  it('names who saved each version from the entry of the version it replaced', () => {
    const kept = [
      { version: 1, savedBy: 'ada@shop.test', saved: 1000 },
      { version: 2, savedBy: 'bob@shop.test', saved: 2000 },
    ];
    expect(savedVersions({ version: 3, updated: 2000 }, kept)).toEqual([
      { version: 3, savedBy: 'bob@shop.test', savedAt: 2000, current: true },
      { version: 2, savedBy: 'ada@shop.test', savedAt: 1000, current: false },
      { version: 1, savedBy: null, savedAt: null, current: false },
    ]);
  });

  it('says nothing of an author whose entry is no longer kept, and lists nothing before a first save', () => {
    expect(savedVersions({ version: 30, updated: 9 }, [{ version: 25, savedBy: 'x', saved: 5 }])).toEqual([
      { version: 30, savedBy: null, savedAt: 9, current: true },
      { version: 25, savedBy: null, savedAt: null, current: false },
    ]);
    expect(savedVersions({ version: 0, updated: 0 }, [])).toEqual([]);
  });
});

describe('lineDiff', () => {
  it('keeps the common lines and marks what goes and what comes', () => {
    expect(lineDiff('a\nb\nc\nd', 'a\nc\nx\nd')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'same', text: 'c' },
      { kind: 'added', text: 'x' },
      { kind: 'same', text: 'd' },
    ]);
  });

  it('treats an empty text as no lines, and CRLF like LF', () => {
    expect(lineDiff('', '<p>hi</p>')).toEqual([{ kind: 'added', text: '<p>hi</p>' }]);
    expect(lineDiff('a\r\nb', 'a\nb')).toEqual([{ kind: 'same', text: 'a' }, { kind: 'same', text: 'b' }]);
    expect(lineDiff('', '')).toEqual([]);
  });

  it('shows a too large changed middle as removed then added', () => {
    expect(lineDiff('s\na\nb\ne', 's\nc\nd\ne', 3)).toEqual([
      { kind: 'same', text: 's' },
      { kind: 'removed', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'c' },
      { kind: 'added', text: 'd' },
      { kind: 'same', text: 'e' },
    ]);
  });

  it('rebuilds both texts from its lines', () => {
    const before = ['<meta a>', '<script>1</script>', '<link b>', '<style></style>'].join('\n');
    const after = ['<meta a>', '<link b>', '<script>2</script>', '<style></style>', '<p>x</p>'].join('\n');
    const lines = lineDiff(before, after);
    expect(lines.filter((l) => l.kind !== 'added').map((l) => l.text).join('\n')).toBe(before);
    expect(lines.filter((l) => l.kind !== 'removed').map((l) => l.text).join('\n')).toBe(after);
  });
});
