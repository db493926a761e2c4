import { numberOption, splitOption, type DecimalOptions } from './number-options.js';

export interface UnitOptions {
  input?: string;
  output?: string;
  compact?: string;
  sequence: string[];
  width: 'long' | 'short' | 'narrow';
  number: DecimalOptions;
}

const WIDTHS: Record<string, UnitOptions['width']> = { long: 'long', short: 'short', narrow: 'narrow' };

/** Parses `in:byte out:kilobyte compact:bytes sequence:hour,minute format:long group maxfrac:2`. */
export function unitOptions(args: readonly string[]): UnitOptions {
  const o: UnitOptions = { sequence: [], width: 'narrow', number: { style: 'decimal', group: false } };
  for (const arg of args) {
    const [name, value] = splitOption(arg);
    if (name === 'in' || name === 'input') o.input = value;
    else if (name === 'out' || name === 'output') o.output = value;
    else if (name === 'compact') o.compact = value;
    else if (name === 'sequence') o.sequence = value.split(',').filter((s) => s !== '');
    else if (name === 'format' && Object.hasOwn(WIDTHS, value)) o.width = WIDTHS[value] ?? 'narrow';
    else numberOption(name, value, o.number);
  }
  return o;
}
