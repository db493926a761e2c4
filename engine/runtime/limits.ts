/** Bounds that keep any template and any JSON from hanging a render. */
export interface RenderLimits {
  /**
   * Units of work: a block entered, a loop iteration, a formatter chain, and for formatters
   * one per 4 characters of text they receive and return (see `FormatterDef.cost`).
   */
  maxSteps: number;
  /** Characters of output, counted on every append (inside partials, macros and fragments too). */
  maxOutput: number;
  /** Partial and macro applications, nested or not. */
  maxApplies: number;
  /** Wall-clock milliseconds a render may take (checked every few hundred steps); none by default. */
  deadlineMs?: number;
}

export const DEFAULT_LIMITS: RenderLimits = {
  maxSteps: 5_000_000,
  maxOutput: 32 * 1024 * 1024,
  maxApplies: 50_000,
};

/** Characters a template source may have unless the compile option says otherwise. */
export const DEFAULT_MAX_TEMPLATE_SIZE = 1024 * 1024;

/** Steps a formatter costs per 1,024 characters of text it receives and returns, by default. */
export const DEFAULT_FORMATTER_COST = 256;

/** Strings shorter than this are not weighed (one step per chain covers them). */
export const WEIGHED_LENGTH = 256;

/** Maximum nesting of partial and macro applications. */
export const MAX_PARTIAL_DEPTH = 16;

/** Thrown to stop a render that went over a limit; caught by the render entry point. */
export class RenderAbort extends Error {}
