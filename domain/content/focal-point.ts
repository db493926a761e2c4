export const DEFAULT_FOCAL_POINT = '0.5,0.5';

const CENTRE = 0.5;

/**
 * The focal point as `x,y`: the centre when the media has none, and the centre's coordinate for
 * a coordinate that is not a number.
 */
export function focalPointText(point: { x?: number; y?: number } | undefined): string {
  if (point === undefined) return DEFAULT_FOCAL_POINT;
  return `${coordinate(point.x)},${coordinate(point.y)}`;
}

function coordinate(n: number | undefined): number {
  return n !== undefined && Number.isFinite(n) ? n : CENTRE;
}
