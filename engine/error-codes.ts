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
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
