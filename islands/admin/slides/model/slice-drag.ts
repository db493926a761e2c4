/**
 * A slice being dragged within the grid: where it would land (a position and its place among the
 * slices there) and what the live region says at each step, as the page builder's block drag does.
 */
import type { SlidePosition } from '../../../../domain/layout/slide.js';
import { positionLabel } from './slide-labels.js';

export interface SliceTarget {
  position: SlidePosition;
  /** Its place among the slices of that position once there, from 0. */
  index: number;
  /** How many slices the position holds with it. */
  count: number;
}

export type SliceDragStep = 'start' | 'move' | 'end' | 'cancel';

const place = (target: SliceTarget): string => `${String(target.index + 1)} of ${String(target.count)} in ${positionLabel(target.position)}`;

export function sliceDragWords(step: SliceDragStep, label: string, target: SliceTarget): string {
  switch (step) {
    case 'start':
      return `Picked up ${label}, ${place(target)}. Up and down arrows change its order; Space drops it, Escape cancels.`;
    case 'move':
      return `${label}: ${place(target)}.`;
    case 'end':
      return `${label} dropped: ${place(target)}.`;
    case 'cancel':
      return `${label} not moved: ${place(target)}.`;
  }
}

/** One place up (-1) or down (+1), kept within the position. */
export const steppedTarget = (target: SliceTarget, step: -1 | 1): SliceTarget => ({ ...target, index: Math.max(0, Math.min(target.count - 1, target.index + step)) });
