/**
 * The editor's colours for JSON-T and HTML tokens: each at least 4.5:1 against the editor's white
 * and its active-line tint, so highlighted code stays readable (axe checks the rendered text).
 */
import { HighlightStyle } from '@codemirror/language';
import { tags as t } from '@lezer/highlight';

export const jsontHighlight = HighlightStyle.define([
  { tag: [t.keyword, t.operatorKeyword], color: '#6a1b9a', fontWeight: '600' },
  { tag: t.brace, color: '#3d3d3d', fontWeight: '600' },
  { tag: t.operator, color: '#3d3d3d' },
  { tag: t.variableName, color: '#0b4f8a' },
  { tag: t.function(t.variableName), color: '#8a3b00' },
  { tag: t.self, color: '#005a70' },
  { tag: [t.string, t.attributeValue], color: '#1a5e1a' },
  { tag: t.number, color: '#0f5c4a' },
  { tag: [t.comment, t.lineComment, t.blockComment], color: '#595959', fontStyle: 'italic' },
  { tag: t.tagName, color: '#9b1c1c' },
  { tag: t.special(t.tagName), color: '#9b1c1c', fontWeight: '600' },
  { tag: t.attributeName, color: '#6b4f00' },
  { tag: t.angleBracket, color: '#3d3d3d' },
]);
