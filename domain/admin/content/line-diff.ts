/** A line-by-line comparison of two texts (longest common subsequence), for showing what a restore changes. */

export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

const linesOf = (text: string): string[] => (text === '' ? [] : text.split(/\r?\n/));

/**
 * The lines of `before` and `after` as kept, removed and added, in order. Past `maxCells` compared
 * pairs (very long, very different texts) the changed middle is shown as removed then added.
 */
export function lineDiff(before: string, after: string, maxCells = 4_000_000): DiffLine[] {
  const a = linesOf(before);
  const b = linesOf(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const head = a.slice(0, start).map((text): DiffLine => ({ kind: 'same', text }));
  const tail = a.slice(endA).map((text): DiffLine => ({ kind: 'same', text }));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  return [...head, ...middle(midA, midB, maxCells), ...tail];
}

function middle(a: readonly string[], b: readonly string[], maxCells: number): DiffLine[] {
  const removed = (text: string): DiffLine => ({ kind: 'removed', text });
  const added = (text: string): DiffLine => ({ kind: 'added', text });
  if (a.length === 0 || b.length === 0 || a.length * b.length > maxCells) return [...a.map(removed), ...b.map(added)];
  // lcs[i][j]: the longest common subsequence of a[i..] and b[j..], in one flat array.
  const width = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lcs[i * width + j] = a[i] === b[j] ? (lcs[(i + 1) * width + j + 1] ?? 0) + 1 : Math.max(lcs[(i + 1) * width + j] ?? 0, lcs[i * width + j + 1] ?? 0);
    }
  }
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const lineA = a[i] ?? '';
    const lineB = b[j] ?? '';
    if (lineA === lineB) {
      out.push({ kind: 'same', text: lineA });
      i += 1;
      j += 1;
    } else if ((lcs[(i + 1) * width + j] ?? 0) >= (lcs[i * width + j + 1] ?? 0)) {
      out.push(removed(lineA));
      i += 1;
    } else {
      out.push(added(lineB));
      j += 1;
    }
  }
  return [...out, ...a.slice(i).map(removed), ...b.slice(j).map(added)];
}
