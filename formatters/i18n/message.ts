import type { FormatterDef, JsonValue, RenderScope } from '../../engine/plugin.js';
import { Memo } from '../../engine/runtime/memo.js';
import { scalarText } from '../../engine/values.js';
import { parseMessage, type MessagePart } from '../../domain/i18n/message-parse.js';
import { guarded } from './guarded.js';
import { formatMessage, type MessageArgs } from './message-format.js';

/** Messages parsed once per distinct text. */
const parsed = new Memo<MessagePart[]>(parseMessage, 512);
const parseCached = (source: string): MessagePart[] => parsed.get(source);

/** Arguments `a.b` (positional) and `name:a.b` or `name=a.b` (keyword, also positional). */
function messageArgs(args: readonly string[], scope: RenderScope): MessageArgs {
  const positional: JsonValue[] = [];
  const keyword = new Map<string, JsonValue>();
  for (const arg of args) {
    const i = arg.search(/[:=]/);
    const value = scope.resolve(i === -1 ? arg : arg.slice(i + 1));
    if (i !== -1) keyword.set(arg.slice(0, i), value);
    positional.push(value);
  }
  return { positional, keyword };
}

function messageFormatter(name: string): FormatterDef {
  return {
    name,
    apply(value, args, scope) {
      if (scope.locale === 'none') return '';
      const source = scalarText(value);
      return guarded(scope, () => formatMessage(parseCached(source), messageArgs(args, scope), scope));
    },
  };
}

/** `{msg|message a b}`: an ICU-style message with plural, selectordinal, select, datetime, unit… */
export const message = messageFormatter('message');

/** `{msg|plural n}`: the same as `message`, under its older name. */
export const plural = messageFormatter('plural');
