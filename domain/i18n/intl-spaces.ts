/**
 * V8 prints plain spaces where the locale data (CLDR 42+) has a narrow no-break space before
 * AM/PM and thin spaces around a range's dash. Users of those locales see the data's spacing,
 * so it is put back. `flexiblePeriod` marks a dayPeriod that is a phrase ("in the afternoon"),
 * which keeps its plain space.
 */
export function dateText(parts: readonly Intl.DateTimeFormatPart[], flexiblePeriod = false): string {
  let out = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part === undefined) continue;
    if (part.type === 'literal') out += literal(part.value, i > 0, parts[i + 1]?.type, flexiblePeriod);
    else out += part.value;
  }
  return out;
}

function literal(value: string, inside: boolean, after: string | undefined, flexiblePeriod: boolean): string {
  if (value === ' – ') return '\u2009–\u2009';
  if (value === ' ' && !flexiblePeriod && after === 'dayPeriod' && inside) return '\u202f';
  return value;
}
