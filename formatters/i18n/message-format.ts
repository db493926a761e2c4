import { ErrorCode } from '../../engine/error-codes.js';
import type { JsonValue, RenderScope } from '../../engine/plugin.js';
import { scalarText, toNumber } from '../../engine/values.js';
import { datetimeOptions } from '../../domain/i18n/datetime-options.js';
import { decimalText } from '../../domain/i18n/decimal-text.js';
import { formatDatetime } from '../../domain/i18n/format-datetime.js';
import { formatDecimal } from '../../domain/i18n/format-decimal.js';
import { formatInterval, intervalSkeleton } from '../../domain/i18n/format-interval.js';
import { formatUnit } from '../../domain/i18n/format-unit.js';
import { pluralRules } from '../../domain/i18n/intl-cache.js';
import type { ArgPart, MessagePart } from '../../domain/i18n/message-parse.js';
import { decimalOptions } from '../../domain/i18n/number-options.js';
import { pluralKeysError, selectPluralKey } from '../../domain/i18n/plural-select.js';
import { unitOptions } from '../../domain/i18n/unit-options.js';
import { formatMoney } from '../../domain/money/cldr-format.js';
import { readMoney } from '../../domain/money/money.js';
import { moneyOptions } from '../../domain/money/money-options.js';
import { epochTime } from './date-range.js';
import { intlLocale } from './locale.js';
import { messageNumber, messageText } from './message-values.js';
import { renderZone } from './time-zone.js';

/** The message's arguments: by position and by keyword. */
export interface MessageArgs {
  readonly positional: readonly JsonValue[];
  readonly keyword: ReadonlyMap<string, JsonValue>;
}

interface Env {
  readonly scope: RenderScope;
  readonly args: MessageArgs;
  /** The number `#` prints inside a plural branch. */
  readonly hash: string | undefined;
}

/** Renders a parsed message with its arguments. */
export function formatMessage(parts: readonly MessagePart[], args: MessageArgs, scope: RenderScope): string {
  return render(parts, { scope, args, hash: undefined });
}

function render(parts: readonly MessagePart[], env: Env): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if (part.kind === 'hash') out += env.hash ?? '#';
    else out += argument(part, env);
  }
  return out;
}

function lookup(name: string, env: Env): JsonValue {
  if (env.args.keyword.has(name)) return env.args.keyword.get(name);
  return /^\d+$/.test(name) ? env.args.positional[Number(name)] : undefined;
}

function argument(part: ArgPart, env: Env): string {
  const { scope } = env;
  const value = lookup(part.names[0] ?? '', env);
  switch (part.formatter) {
    case undefined:
      return messageText(value);
    case 'plural':
    case 'selectordinal':
      return plural(part, value, env);
    case 'select': {
      const key = scalarText(value);
      const branch = part.branches.find((b) => b.key === key) ?? part.branches.find((b) => b.key === 'other');
      return branch === undefined ? '' : render(branch.message, env);
    }
    case 'datetime': {
      const ms = epochTime(value, scope);
      return ms === undefined ? '' : formatDatetime(ms, datetimeOptions(part.options), intlLocale(scope), renderZone(scope));
    }
    case 'datetime-interval': {
      const start = epochTime(value, scope);
      const end = epochTime(lookup(part.names[1] ?? '', env), scope);
      if (start === undefined || end === undefined) return '';
      return formatInterval(start, end, intervalSkeleton(part.options), intlLocale(scope), renderZone(scope));
    }
    case 'unit':
      return finite(value, (n) => formatUnit(n, unitOptions(part.options), intlLocale(scope)));
    case 'decimal':
    case 'number':
      return formatDecimal(messageNumber(value), intlLocale(scope), decimalOptions(part.options));
    case 'money':
    case 'currency': {
      const money = readMoney(value);
      return money === undefined ? '' : formatMoney(money.amount, money.currency, scope.locale, moneyOptions(part.options));
    }
    default:
      return scalarText(value);
  }
}

function finite(value: JsonValue, run: (n: number) => string): string {
  const n = toNumber(value);
  return Number.isFinite(n) ? run(n) : '';
}

function plural(part: ArgPart, value: JsonValue, env: Env): string {
  const keys = part.branches.map((b) => b.key);
  const problem = pluralKeysError(keys);
  if (problem !== undefined) return fail(env, problem);
  const text = decimalText(value);
  if (text === undefined) return fail(env, `A plural needs a number, not '${scalarText(value)}'`);
  const ordinal = part.formatter === 'selectordinal';
  unusedCategories(keys, env, ordinal);
  const key = selectPluralKey(keys, text, intlLocale(env.scope), ordinal);
  const branch = part.branches.find((b) => b.key === key);
  return branch === undefined ? '' : render(branch.message, { ...env, hash: text });
}

/** Reports category keys the locale never selects (they are kept, and never chosen). */
function unusedCategories(keys: readonly string[], env: Env, ordinal: boolean): void {
  const rules = pluralRules(intlLocale(env.scope), { type: ordinal ? 'ordinal' : 'cardinal' });
  const used = new Set<string>(rules.resolvedOptions().pluralCategories);
  const unused = keys.filter((k) => !k.startsWith('=') && !used.has(k));
  if (unused.length > 0) {
    env.scope.error(ErrorCode.InvalidArguments, `Plural keys ${unused.join(', ')} are not used by locale ${intlLocale(env.scope)}`);
  }
}

function fail(env: Env, message: string): string {
  env.scope.error(ErrorCode.FormatterFailed, message);
  return '';
}
