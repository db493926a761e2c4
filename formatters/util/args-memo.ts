/**
 * What a formatter derives from its arguments (options parsed from `key:value` texts), worked out
 * once per distinct argument list and shared by every call site and template giving the same
 * texts. No arguments or one (most calls) are found by that text itself; longer lists by their
 * array first (a call site hands the same one to every render, and a copy kept with the value
 * tells whether it still holds the same texts), else by their texts as JSON.
 */
export function argsMemo<T>(derive: (args: readonly string[]) => T): (args: readonly string[]) => T {
  let none: { value: T } | undefined;
  const byArg = new Map<string, T>();
  const byArray = new WeakMap<readonly string[], { copy: readonly string[]; value: T }>();
  const byText = new Map<string, T>();
  return (args) => {
    if (args.length === 0) return (none ??= { value: derive(args) }).value;
    if (args.length === 1) return kept(byArg, args[0] as string, args, derive);
    const entry = byArray.get(args);
    if (entry !== undefined && sameArgs(entry.copy, args)) return entry.value;
    const value = kept(byText, JSON.stringify(args), args, derive);
    byArray.set(args, { copy: args.slice(), value });
    return value;
  };
}

/** Distinct argument lists kept per formatter and kind. */
const MAX_KEPT = 1024;

function kept<T>(map: Map<string, T>, key: string, args: readonly string[], derive: (args: readonly string[]) => T): T {
  let value = map.get(key);
  if (value === undefined) {
    value = derive(args);
    if (map.size >= MAX_KEPT) map.clear();
    map.set(key, value);
  }
  return value;
}

function sameArgs(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
