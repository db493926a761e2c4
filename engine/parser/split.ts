/**
 * `text.slice(from, to).split(delimiter)` for a one-character delimiter, without the slice and
 * without the runtime call `split` makes: arguments are split in every formatter and predicate
 * call a parse meets.
 */
export function splitArgs(text: string, from: number, to: number, delimiter: string): string[] {
  const args: string[] = [];
  let start = from;
  for (let at = text.indexOf(delimiter, start); at >= 0 && at < to; at = text.indexOf(delimiter, start)) {
    args.push(text.slice(start, at));
    start = at + 1;
  }
  args.push(text.slice(start, to));
  return args;
}
