import type { RenderLimits } from '../../../engine/index.js';

export interface HostileCase {
  name: string;
  source: string;
  data: () => unknown;
  /** The error code the render must report, or null for none. */
  code: string | null;
  limits?: Partial<RenderLimits>;
}

export const hostileCases: HostileCase[];
