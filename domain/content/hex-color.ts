const HEX_COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A colour written as 3 or 6 hex digits (a leading `#` allowed) as a 24-bit number, or undefined. */
export function parseHexColor(text: string): number | undefined {
  const match = HEX_COLOR.exec(text.trim());
  if (match === null) return undefined;
  const digits = match[1] ?? '';
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return parseInt(full, 16);
}

/** Whether the text is a colour of 3 or 6 hex digits, with no `#`. */
export function isHexDigits(text: string): boolean {
  return !text.startsWith('#') && parseHexColor(text) !== undefined;
}
