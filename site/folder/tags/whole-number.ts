/** A tag's whole-number attribute from 1 to `max`, else undefined. */
export function wholeNumber(text: string, max: number): number | undefined {
  if (!/^[1-9]\d*$/.test(text)) return undefined;
  const n = Number(text);
  return n <= max ? n : undefined;
}
