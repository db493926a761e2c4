/**
 * The owner's design values as LESS: one `@name: value;` per value that differs from the folder's
 * default, appended after the stylesheets' unit so it overrides their definitions everywhere
 * (LESS variables are lazy: the last definition wins). Values reach here checked
 * (domain/design/tweaks.ts): colours, font stacks, numbers, the folder's own options, booleans.
 */
import { sameValue, type Tweak, type TweakValue } from '../../domain/design/tweaks.js';

function lessValue(tweak: Tweak, value: TweakValue): string | undefined {
  switch (tweak.type) {
    case 'color':
      return typeof value === 'string' ? value : undefined;
    case 'checkbox':
      return typeof value === 'boolean' ? String(value) : undefined;
    case 'value':
      return typeof value === 'number' ? `${value}${tweak.unit}` : undefined;
    case 'dropdown':
      if (typeof value !== 'string') return undefined;
      return tweak.quoted || !/^[A-Za-z_-][A-Za-z0-9_-]*$/.test(value) ? JSON.stringify(value) : value;
    case 'font': {
      if (typeof value !== 'object') return undefined;
      const size = value.size !== undefined ? `${value.size}${value.unit ?? 'px'}` : undefined;
      return [value.weight, size, value.family].filter((part) => part !== undefined).join(' ');
    }
  }
}

export function tweakOverrides(tweaks: readonly Tweak[], values: Readonly<Record<string, TweakValue>>): string {
  const lines: string[] = [];
  for (const tweak of tweaks) {
    const value = values[tweak.name];
    if (value === undefined || sameValue(value, tweak.default)) continue;
    const less = lessValue(tweak, value);
    if (less !== undefined) lines.push(`@${tweak.name}: ${less};`);
  }
  return lines.join('\n');
}
