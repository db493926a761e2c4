/** The merchant area counts file sizes in units of 1024 bytes. */
export const MERCHANT_UNIT = 1024;
/** The editor counts 1,000,000 bytes to the megabyte. */
export const EDITOR_BYTES_PER_MEGABYTE = 1_000_000;

export type FileSizeUnit = 'byte' | 'kilobyte' | 'megabyte' | 'gigabyte' | 'terabyte';

const UNITS: readonly FileSizeUnit[] = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'];

/** A byte count in the largest merchant unit (powers of 1024) that keeps it at 1 or more. */
export function merchantFileSize(bytes: number): { amount: number; unit: FileSizeUnit } {
  let amount = Math.max(0, bytes);
  let index = 0;
  while (amount >= MERCHANT_UNIT && index < UNITS.length - 1) {
    amount /= MERCHANT_UNIT;
    index++;
  }
  return { amount, unit: UNITS[index] ?? 'byte' };
}

/** The merchant file size as text in the locale, at most one fraction digit ("1.5 MB"). */
export function formatMerchantFileSize(bytes: number, locale: string): string {
  const { amount, unit } = merchantFileSize(bytes);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(amount);
}

/** A byte count in the editor's megabytes. */
export function editorMegabytes(bytes: number): number {
  return bytes / EDITOR_BYTES_PER_MEGABYTE;
}
