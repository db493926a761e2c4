/** Turns a CLDR date skeleton (`yMMMEEEd`, `hm`, `Bh`) into Intl.DateTimeFormat options. */
export function skeletonOptions(skeleton: string): Intl.DateTimeFormatOptions {
  const o: Intl.DateTimeFormatOptions = {};
  for (const [, field = '', run = ''] of skeleton.matchAll(/(([a-zA-Z])\2*)/g)) {
    const n = field.length;
    switch (run) {
      case 'G': o.era = n >= 5 ? 'narrow' : n === 4 ? 'long' : 'short'; break;
      case 'y': case 'Y': case 'u': o.year = n === 2 ? '2-digit' : 'numeric'; break;
      case 'M': case 'L': o.month = textWidth(n) ?? (n === 2 ? '2-digit' : 'numeric'); break;
      case 'd': o.day = n === 2 ? '2-digit' : 'numeric'; break;
      case 'E': case 'c': case 'e': o.weekday = n >= 5 ? 'narrow' : n === 4 ? 'long' : 'short'; break;
      case 'h': case 'K': o.hour = n === 2 ? '2-digit' : 'numeric'; o.hour12 = true; break;
      case 'H': case 'k': o.hour = n === 2 ? '2-digit' : 'numeric'; o.hourCycle = 'h23'; break;
      case 'j': case 'J': case 'C': o.hour = n === 2 ? '2-digit' : 'numeric'; break;
      case 'm': o.minute = n === 2 ? '2-digit' : 'numeric'; break;
      case 's': o.second = n === 2 ? '2-digit' : 'numeric'; break;
      case 'B': case 'b': o.dayPeriod = n >= 5 ? 'narrow' : n === 4 ? 'long' : 'short'; break;
      case 'z': o.timeZoneName = n >= 4 ? 'long' : 'short'; break;
      case 'v': o.timeZoneName = n >= 4 ? 'longGeneric' : 'shortGeneric'; break;
      case 'O': case 'Z': case 'X': case 'x': o.timeZoneName = n >= 4 ? 'longOffset' : 'shortOffset'; break;
      default: break;
    }
  }
  return o;
}

function textWidth(n: number): 'short' | 'long' | 'narrow' | undefined {
  if (n === 3) return 'short';
  if (n === 4) return 'long';
  return n >= 5 ? 'narrow' : undefined;
}

/** Whether the options print a calendar date field (year, month or day). */
export function hasDateFields(o: Intl.DateTimeFormatOptions): boolean {
  return o.year !== undefined || o.month !== undefined || o.day !== undefined;
}

/** Whether the options print a time field. */
export function hasTimeFields(o: Intl.DateTimeFormatOptions): boolean {
  return o.hour !== undefined || o.minute !== undefined || o.second !== undefined;
}
