import type { ExprNode } from './ast.js';

/** Names that are values rather than lookups; they win over data keys of the same name. */
const CONSTANTS = new Map<string, ExprNode>([
  ['true', { type: 'literal', value: true }],
  ['false', { type: 'literal', value: false }],
  ['null', { type: 'literal', value: null }],
  ['PI', { type: 'literal', value: Math.PI }],
  ['E', { type: 'literal', value: Math.E }],
  ['Infinity', { type: 'nonFinite', value: 'Infinity' }],
  ['NaN', { type: 'nonFinite', value: 'NaN' }],
]);

/** A fresh node, so trees never share objects. */
export function constantNode(name: string): ExprNode | undefined {
  const node = CONSTANTS.get(name);
  return node === undefined ? undefined : { ...node };
}

export function numberNode(value: number): ExprNode {
  if (Number.isFinite(value)) return { type: 'literal', value };
  return { type: 'nonFinite', value: Number.isNaN(value) ? 'NaN' : 'Infinity' };
}
