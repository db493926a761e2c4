import { createHash, randomBytes } from 'node:crypto';

/** Ten single-use codes, each of 80 random bits written as four groups of four base32 letters. */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(16);
    const letters = [...bytes].map((b) => ALPHABET[b & 31] ?? 'a').join('');
    return letters.match(/.{4}/g)?.join('-') ?? letters;
  });
}

/** The form a code is kept and compared in: lower case, no spaces or dashes. */
export function normaliseRecoveryCode(text: string): string {
  return text.toLowerCase().replace(/[\s-]/g, '');
}

export function isRecoveryCodeShape(text: string): boolean {
  return /^[a-z2-7]{16}$/.test(normaliseRecoveryCode(text));
}

/** Codes carry 80 bits of chance: a fast hash keeps them from a reader of the database. */
export function hashRecoveryCode(text: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(text)).digest('base64url');
}
