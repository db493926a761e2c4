/**
 * Splits texts with placeholders (`pattern`, global, its first group the name) as
 * `[text, name, placeholder, text, …, text]`: literal runs, and for each placeholder its name and
 * its whole text, always starting and ending with a literal run. The few texts a site has are
 * split once: up to `max` distinct texts are kept, then the table starts again.
 */
export function placeholderParts(pattern: RegExp, max = 256): (text: string) => readonly string[] {
  const split = new Map<string, readonly string[]>();
  return (text) => {
    let found = split.get(text);
    if (found === undefined) {
      const list: string[] = [];
      let from = 0;
      for (const match of text.matchAll(pattern)) {
        list.push(text.slice(from, match.index), match[1] as string, match[0]);
        from = match.index + match[0].length;
      }
      list.push(text.slice(from));
      if (split.size >= max) split.clear();
      split.set(text, (found = list));
    }
    return found;
  };
}
