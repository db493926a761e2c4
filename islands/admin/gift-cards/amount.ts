/** An amount the merchant types ("25", "25.50", "-5") as cents; undefined when it is not one. */
export function centsOfTyped(text: string): number | undefined {
  const match = /^\s*(-)?\$?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return undefined;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}
