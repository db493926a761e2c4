/**
 * Completion in the template editor: formatter names after `|` and predicate names after `{.`,
 * from the registry the site compiles with (the engine's built-ins), instructions after `{.`,
 * and data paths from the JSON context of the page being previewed.
 */
import type { Completion, CompletionContext, CompletionResult, CompletionSource } from '@codemirror/autocomplete';
import { builtins } from '../../../library/index.js';
import { completionNeed, pathOptions } from './completion-context.js';

const INSTRUCTIONS: readonly [string, string][] = [
  ['section', 'section '],
  ['repeated section', 'repeated section '],
  ['end', 'end}'],
  ['or', 'or'],
  ['alternates with', 'alternates with}'],
  ['if', 'if '],
  ['var', 'var @'],
  ['macro', 'macro '],
  ['ctx', 'ctx @'],
  ['include', 'include '],
  ['inject', 'inject @'],
  ['eval', 'eval '],
  ['struct', 'struct'],
  ['newline', 'newline}'],
  ['space', 'space}'],
  ['tab', 'tab}'],
  ['meta-left', 'meta-left}'],
  ['meta-right', 'meta-right}'],
];

const FORMATTERS: readonly Completion[] = builtins
  .formatterNames()
  .sort()
  .map((name) => ({ label: name, type: 'function', detail: 'formatter' }));
const PREDICATES: readonly Completion[] = builtins
  .predicateNames()
  .sort()
  .map((name) => ({ label: name, type: 'keyword', detail: 'predicate' }));
const INSTRUCTION_OPTIONS: readonly Completion[] = INSTRUCTIONS.map(([label, apply]) => ({ label, apply, type: 'keyword', detail: 'instruction' }));

/** `context()` gives the JSON context of the previewed page (undefined while it is not loaded). */
export function jsontCompletion(context: () => unknown): CompletionSource {
  return (ctx: CompletionContext): CompletionResult | null => {
    const source = ctx.state.doc.toString();
    const need = completionNeed(source, ctx.pos);
    if (!need) return null;
    if (need.from === ctx.pos && !ctx.explicit && need.kind === 'path' && need.base.length === 0 && source[ctx.pos - 1] !== '{') return null;
    switch (need.kind) {
      case 'formatter':
        return { from: need.from, options: [...FORMATTERS], validFor: /^[\w-]*$/ };
      case 'instruction':
        return { from: need.from, options: [...INSTRUCTION_OPTIONS, ...PREDICATES], validFor: /^[\w-]*\??$/ };
      case 'path': {
        const root = context();
        const paths: Completion[] = root === undefined ? [] : pathOptions(source, ctx.pos, root, need.base).map((o) => ({ label: o.key, type: 'property', detail: o.type }));
        const options = need.predicates ? [...PREDICATES, ...paths] : paths;
        return options.length > 0 ? { from: need.from, options, validFor: /^[@$\w-]*$/ } : null;
      }
    }
  };
}
