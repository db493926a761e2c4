/** Checks an argument count against a plugin's declared bounds; returns the complaint or undefined. */
export function arityProblem(kind: string, name: string, count: number, bounds?: { min?: number; max?: number }) {
  if (bounds === undefined) return undefined;
  const { min = 0, max = Infinity } = bounds;
  if (count >= min && count <= max) return undefined;
  const wanted = min === max ? `${min}` : max === Infinity ? `at least ${min}` : `${min} to ${max}`;
  return `${kind} '${name}' takes ${wanted} argument${wanted === '1' ? '' : 's'}, got ${count}`;
}
