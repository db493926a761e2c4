/**
 * What a formatter derives from its arguments (options parsed from `key:value` texts), worked out
 * once per argument list: a call site hands the same array to every render. The value is kept
 * with a copy of the arguments and derived anew when the array no longer holds them.
 */
export function argsMemo<T>(derive: (args: readonly string[]) => T): (args: readonly string[]) => T {
  const kept = new WeakMap<readonly string[], { copy: readonly string[]; value: T }>();
  return (args) => {
    const entry = kept.get(args);
    if (entry !== undefined && sameArgs(entry.copy, args)) return entry.value;
    const value = derive(args);
    kept.set(args, { copy: args.slice(), value });
    return value;
  };
}

function sameArgs(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
