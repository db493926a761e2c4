/** Words as a sentence lists them: "Apron", "Apron and Mug", "Apron, Mug and Tea towel" (an empty list is ""). */
export function wordList(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1] ?? ''}`;
}
