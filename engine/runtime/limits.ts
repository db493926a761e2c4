/** Bounds that keep any template and any JSON from hanging a render. */
export interface RenderLimits {
  /** Instructions executed, counted per block entered. */
  maxSteps: number;
  /** Characters of output. */
  maxOutput: number;
  /** Partial and macro applications, nested or not. */
  maxApplies: number;
}

export const DEFAULT_LIMITS: RenderLimits = {
  maxSteps: 5_000_000,
  maxOutput: 32 * 1024 * 1024,
  maxApplies: 50_000,
};

/** Maximum nesting of partial and macro applications. */
export const MAX_PARTIAL_DEPTH = 16;

/** Thrown to stop a render that went over a limit; caught by the render entry point. */
export class RenderAbort extends Error {}
