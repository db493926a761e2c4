/**
 * JSON-T highlighting for CodeMirror: a stream tokenizer for the template tags (`{.section x}`,
 * `{.end}`, `{title|html}`, `{.if a || b}`, `{.equal? a b}`, `{# comment}`, `{## … ##}`), the
 * HTML around them and the platform's `<squarespace:…>` tags. Tags are recognised as the engine's
 * lexer does: `{` … `}` with no other brace inside, here within one line.
 */
import { StreamLanguage, type StringStream } from '@codemirror/language';

type Mode = 'text' | 'tag' | 'html' | 'blockComment' | 'htmlComment';
type TagPart = 'head' | 'path' | 'args' | 'formatter' | 'formatterArgs';

export interface JsontState {
  mode: Mode;
  part: TagPart;
  /** Where a tag inside an HTML tag (or its quoted value) returns to. */
  inHtml: boolean;
  quote: string | null;
}

const TAG_AHEAD = /^\{[^{}\s][^{}]*\}/;

function blockComment(stream: StringStream, state: JsontState): string {
  if (stream.skipTo('##}')) {
    stream.pos += 3;
    state.mode = state.inHtml ? 'html' : 'text';
  } else stream.skipToEnd();
  return 'blockComment';
}

/** The token of a tag or comment starting at `{`, or false when this `{` is plain text. */
function openTag(stream: StringStream, state: JsontState, inHtml: boolean): string | false {
  if (stream.match('{##')) {
    state.inHtml = inHtml;
    state.mode = 'blockComment';
    return blockComment(stream, state);
  }
  if (stream.match(/^\{#[^{}]*\}/)) return 'lineComment';
  if (stream.match(TAG_AHEAD, false)) {
    stream.next();
    state.mode = 'tag';
    state.part = 'head';
    state.inHtml = inHtml;
    return 'brace';
  }
  return false;
}

function tagToken(stream: StringStream, state: JsontState): string | null {
  if (stream.eat('}')) {
    state.mode = state.inHtml ? 'html' : 'text';
    return 'brace';
  }
  if (stream.eatSpace()) return null;
  if (state.part === 'head') {
    if (stream.match(/^\.[A-Za-z][\w-]*\?/)) {
      state.part = 'args';
      return 'operatorKeyword';
    }
    const keyword = stream.match(/^\.(repeated\s+section|alternates\s+with|[A-Za-z][\w-]*)/);
    if (keyword) {
      state.part = 'args';
      return 'keyword';
    }
    state.part = 'path';
  }
  if (state.part === 'args' && stream.match(/^(&&|\|\|)/)) return 'operator';
  if (stream.eat('|')) {
    state.part = 'formatter';
    return 'operator';
  }
  if (state.part === 'formatter') {
    state.part = 'formatterArgs';
    if (stream.match(/^[\w-]+/)) return 'variableName.function';
  }
  if (state.part === 'formatterArgs') {
    if (stream.match(/^[^|}\s]+/)) return 'string';
  } else {
    if (stream.match(/^[A-Za-z][\w-]*\?/)) return 'operatorKeyword';
    if (stream.match(/^("[^"]*"?|'[^']*'?)/)) return 'string';
    if (stream.match(/^-?\d+(\.\d+)?(?![\w.])/)) return 'number';
    if (stream.match(/^@[\w-]*/)) return 'self';
    if (stream.match(/^[$\w-]+(\.[$\w@-]+)*/)) return 'variableName';
  }
  stream.next();
  return null;
}

function htmlToken(stream: StringStream, state: JsontState): string | null {
  if (state.quote !== null) {
    if (stream.peek() === '{') {
      const tag = openTag(stream, state, true);
      if (tag !== false) return tag;
      stream.next();
      return 'attributeValue';
    }
    if (stream.eat(state.quote)) {
      state.quote = null;
      return 'attributeValue';
    }
    stream.eatWhile((c) => c !== state.quote && c !== '{');
    return 'attributeValue';
  }
  if (stream.match('/>') || stream.eat('>')) {
    state.mode = 'text';
    return 'angleBracket';
  }
  if (stream.eatSpace()) return null;
  if (stream.peek() === '{') {
    const tag = openTag(stream, state, true);
    if (tag !== false) return tag;
    stream.next();
    return null;
  }
  const quote = stream.peek();
  if (quote === '"' || quote === "'") {
    stream.next();
    state.quote = quote;
    return 'attributeValue';
  }
  if (stream.eat('=')) return 'operator';
  if (stream.match(/^[^\s=>/{"']+/)) return 'attributeName';
  stream.next();
  return null;
}

export const jsontParser = {
  name: 'jsont',
  startState: (): JsontState => ({ mode: 'text', part: 'head', inHtml: false, quote: null }),
  copyState: (state: JsontState): JsontState => ({ ...state }),
  token(stream: StringStream, state: JsontState): string | null {
    switch (state.mode) {
      case 'blockComment':
        return blockComment(stream, state);
      case 'htmlComment':
        if (stream.skipTo('-->')) {
          stream.pos += 3;
          state.mode = 'text';
        } else stream.skipToEnd();
        return 'comment';
      case 'tag':
        // A tag is closed on its line; a line that ended inside one starts as text again.
        if (stream.sol()) state.mode = state.inHtml ? 'html' : 'text';
        else return tagToken(stream, state);
        break;
      default:
        break;
    }
    if (state.mode === 'html') return htmlToken(stream, state);
    if (stream.peek() === '{') {
      const tag = openTag(stream, state, false);
      if (tag !== false) return tag;
      stream.next();
      return null;
    }
    if (stream.match('<!--')) {
      state.mode = 'htmlComment';
      return 'comment';
    }
    const open = stream.match(/^<\/?[A-Za-z][\w:-]*/);
    if (open) {
      state.mode = 'html';
      state.quote = null;
      return /^<\/?squarespace:/i.test(stream.current()) ? 'tagName.special' : 'tagName';
    }
    if (!stream.eatWhile(/[^{<]/)) stream.next();
    return null;
  },
  languageData: { commentTokens: { block: { open: '{##', close: '##}' } } },
};

export const jsontLanguage = StreamLanguage.define<JsontState>(jsontParser);
