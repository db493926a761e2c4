/**
 * The stable error codes of the engine. Codes never change once published; messages may be
 * improved. The catalogue of the product specification (001 §8) maps onto the first block.
 */
export const ErrorCode = {
  UnknownFormatter: 'unknown-formatter',
  UnknownPredicate: 'unknown-predicate',
  InvalidFunction: 'invalid-function',
  MismatchedOperator: 'mismatched-operator',
  UnterminatedString: 'unterminated-string',
  InvalidEscape: 'invalid-escape',
  TooManyTokens: 'too-many-tokens',
  StringTooLong: 'string-too-long',
  FormatterNotImplemented: 'formatter-not-implemented',
  PartialNotFound: 'partial-not-found',
  PartialParseFailure: 'partial-parse-failure',
  PartialRecursionDepth: 'partial-recursion-depth',
  UnclosedBlock: 'unclosed-block',
  NotAllowedInBlock: 'not-allowed-in-block',

  NotAllowedAtRoot: 'not-allowed-at-root',
  DeadCodeBlock: 'dead-code-block',
  InvalidArguments: 'invalid-arguments',
  InvalidInstruction: 'invalid-instruction',
  InvalidExpression: 'invalid-expression',
  ExpressionFailed: 'expression-failed',
  FormatterFailed: 'formatter-failed',
  PredicateFailed: 'predicate-failed',
  InjectNotFound: 'inject-not-found',
  InjectInvalidJson: 'inject-invalid-json',
  RenderLimit: 'render-limit',
  RenderDeadline: 'render-deadline',
  TemplateTooLarge: 'template-too-large',
  RenderFailed: 'render-failed',

  // Warnings: the template renders, but something prints nothing that was probably meant to.
  NotMoney: 'not-money',
  MissingDate: 'missing-date',
  UnknownVariable: 'unknown-variable',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** What each code means, in the words of a template author (for the error reference). */
export const ERROR_HELP: Readonly<Record<ErrorCode, string>> = {
  'unknown-formatter': 'A `{value|name}` names no formatter; the tag prints as written. The message suggests the closest name.',
  'unknown-predicate': 'A `{.name?}` names no predicate; the block takes its `{.or}` branch. The message suggests the closest name.',
  'invalid-function': 'An `{.eval}` expression calls something that is not a function it may call.',
  'mismatched-operator': 'An `{.eval}` expression has a `(` without its `)`, or the other way round.',
  'unterminated-string': 'An `{.eval}` expression has a string with no closing quote.',
  'invalid-escape': 'An `{.eval}` string has a backslash escape that means nothing.',
  'too-many-tokens': 'An `{.eval}` expression is longer than the limit.',
  'string-too-long': 'An `{.eval}` expression built a string longer than the limit.',
  'formatter-not-implemented': 'The formatter is part of the language but not of this library yet; it prints nothing.',
  'partial-not-found': 'No partial or macro has the name given to `apply` or `{.include}`.',
  'partial-parse-failure': 'A partial has errors of its own; the first one is quoted.',
  'partial-recursion-depth': 'Partials and macros apply each other more than 16 deep (usually one applying itself).',
  'unclosed-block': 'A block (`{.section}`, `{.repeated section}`, a predicate, `{.if}`, `{.macro}`) has no `{.end}`; the error points at the block indentation says was left open.',
  'not-allowed-in-block': 'An instruction is used inside a block where it means nothing, such as `{.alternates with}` outside a `{.repeated section}`.',
  'not-allowed-at-root': 'An `{.end}`, `{.or}` or `{.alternates with}` with no open block around it.',
  'dead-code-block': 'An `{.or}` branch after a plain `{.or}`: it can never render.',
  'invalid-arguments': 'A formatter or predicate got more or fewer arguments than it takes, or one it cannot use.',
  'invalid-instruction': 'A `{.…}` tag is no instruction, or is written wrongly (the message shows how it is written); it prints as written.',
  'invalid-expression': 'An `{.eval}` expression cannot be read.',
  'expression-failed': 'An `{.eval}` expression failed while rendering (an operator applied to values it does not take).',
  'formatter-failed': 'A formatter could not format its value (the message says why); it prints nothing.',
  'predicate-failed': 'A predicate failed while testing; the block takes its `{.or}` branch.',
  'inject-not-found': '`{.inject}` names JSON that was not given to the render.',
  'inject-invalid-json': '`{.inject}` names text that is not valid JSON.',
  'render-limit': 'The render went over one of its limits (steps, output size, partial applications) and stopped.',
  'render-deadline': 'The render took longer than its deadline (limits.deadlineMs) and stopped; the output so far is returned.',
  'template-too-large': 'The template is longer than the compile option maxTemplateSize allows; it was not parsed.',
  'render-failed': 'The render stopped on an unexpected failure; the output so far is returned.',
  'not-money': 'Warning: `money` got a value that is not money ({decimalValue, currencyCode}), so it printed nothing.',
  'missing-date': 'Warning: `date` got a missing value, so it printed the epoch (1 January 1970, UTC), as the reference does.',
  'unknown-variable': 'Warning (`templatec render`): a variable whose name appears nowhere in the data, so it can only print nothing; often a typo.',
};
