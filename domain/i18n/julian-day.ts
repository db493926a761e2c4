/** Julian day number of 1970-01-01 as the calendar code counts it (days start at midnight). */
export const JD_UNIX_EPOCH = 2440588;
/** Mon Jan 1 4713 BC (proleptic Julian calendar). */
export const JD_MIN = 0;
/** Fri Dec 31 8652 AD. */
export const JD_MAX = 4881503;

const DAY_MS = 86_400_000;

/** The Julian day holding a local (zone-adjusted) epoch time in milliseconds. */
export function julianDay(localMs: number): number {
  return Math.floor(localMs / DAY_MS) + JD_UNIX_EPOCH;
}

/** Why a Julian day cannot be used for date math, or undefined when it is in range. */
export function julianDayError(jd: number): string | undefined {
  if (jd >= JD_MIN && jd <= JD_MAX) return undefined;
  return `Julian day ${jd} is outside the supported range: Mon Jan 1 4713 B.C. to Fri Dec 31 8652 A.D.`;
}
