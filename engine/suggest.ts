/**
 * "Did you mean": the known name closest to a misspelt one, when it is close enough to be a
 * likely typo (a few edits for a long name, one for a short one, any case difference).
 */
export function suggest(name: string, known: Iterable<string>): string | undefined {
  const lower = name.toLowerCase();
  const allowed = Math.max(1, Math.min(3, Math.floor(lower.length / 3)));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    if (candidate === name) continue;
    const distance = editDistance(lower, candidate.toLowerCase(), Math.min(allowed, bestDistance));
    if (distance < bestDistance || (distance === bestDistance && best !== undefined && candidate < best)) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= allowed ? best : undefined;
}

/** ` (did you mean 'x'?)`, or nothing. */
export function didYouMean(name: string, known: Iterable<string>, quote = (s: string) => `'${s}'`): string {
  const hit = suggest(name, known);
  return hit === undefined ? '' : `; did you mean ${quote(hit)}?`;
}

/**
 * Optimal string alignment distance (insertions, deletions, substitutions and swaps of two
 * neighbours), giving up with `limit + 1` as soon as the distance must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (before[j - 2] as number) + 1);
      current.push(d);
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] as number;
}
