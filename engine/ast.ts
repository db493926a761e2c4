/**
 * The template syntax tree. Plain JSON: it can be serialised, cached and read back. Offsets
 * (`start`, `end`) point into the template source; line and column are computed only for errors.
 */

/** A lookup path: `a.b.0` → ["a", "b", 0]; `@` → ["@"]; `@index` → ["@index"]. */
export type Path = (string | number)[];

export interface Span {
  start: number;
  end: number;
}

/** `|name args`: the delimiter is the first character after the name (or "" without args). */
export interface FormatterCall extends Span {
  name: string;
  args: string[];
  delimiter: string;
}

/** `name? args` as used by predicate blocks, `{.if name? …}` and `{.or name? …}`. */
export interface PredicateCall {
  name: string;
  args: string[];
  delimiter: string;
}

export interface TextNode extends Span {
  type: 'text';
  value: string;
}

/**
 * `{# …}` (line), `{## … ##}` (block), or a `{^…}` preprocessor tag met outside preprocessing
 * (caret): none of them renders anything.
 */
export interface CommentNode extends Span {
  type: 'comment';
  value: string;
  style: 'line' | 'block' | 'caret';
}

export type MetaKind = 'meta-left' | 'meta-right' | 'space' | 'newline' | 'tab';

export interface MetaNode extends Span {
  type: 'meta';
  kind: MetaKind;
}

export interface VariableNode extends Span {
  type: 'variable';
  paths: Path[];
  formatters: FormatterCall[];
}

/** `{.or}` or `{.or pred? args}`: the alternative branch of a block. */
export interface OrNode extends Span {
  type: 'or';
  predicate: PredicateCall | null;
  body: Node[];
  alternate: OrNode | null;
}

export interface SectionNode extends Span {
  type: 'section';
  path: Path;
  body: Node[];
  alternate: OrNode | null;
}

export interface RepeatedNode extends Span {
  type: 'repeated';
  path: Path;
  body: Node[];
  /** `{.alternates with}` content, null when absent. */
  alternatesWith: Node[] | null;
  alternate: OrNode | null;
}

/** `{.name? args}` and its `{.if name? args}` spelling. */
export interface PredicateNode extends Span {
  type: 'predicate';
  predicate: PredicateCall;
  /** Written as `{.if name? …}`. */
  viaIf: boolean;
  body: Node[];
  alternate: OrNode | null;
}

export type IfOperator = '&&' | '||';

/** `{.if a && b || c}`: evaluated strictly left to right. */
export interface IfNode extends Span {
  type: 'if';
  paths: Path[];
  operators: IfOperator[];
  body: Node[];
  alternate: OrNode | null;
}

export interface BindVarNode extends Span {
  type: 'bindvar';
  name: string;
  paths: Path[];
  formatters: FormatterCall[];
}

export interface CtxVarNode extends Span {
  type: 'ctxvar';
  name: string;
  bindings: { key: string; path: Path }[];
}

export interface MacroNode extends Span {
  type: 'macro';
  name: string;
  body: Node[];
}

/** `{.struct …}…{.end}`: a block kept in the tree for tools; it renders nothing. */
export interface StructNode extends Span {
  type: 'struct';
  label: string;
  body: Node[];
}

export interface IncludeNode extends Span {
  type: 'include';
  name: string;
  args: string[];
}

export interface InjectNode extends Span {
  type: 'inject';
  name: string;
  path: string;
  args: string[];
}

export interface EvalNode extends Span {
  type: 'eval';
  /** The expression source and its offset in the template. */
  code: string;
  codeStart: number;
}

export type BlockNode = SectionNode | RepeatedNode | PredicateNode | IfNode | MacroNode | StructNode;

export type Node =
  | TextNode
  | CommentNode
  | MetaNode
  | VariableNode
  | BindVarNode
  | CtxVarNode
  | IncludeNode
  | InjectNode
  | EvalNode
  | BlockNode;

export interface RootNode {
  type: 'root';
  body: Node[];
}
