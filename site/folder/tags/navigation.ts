/** `<squarespace:navigation navigationId="X" template="T" />`, or enclosing its own template. */
import { isPathSegment } from '../tag-keys.js';
import { failed, type TagHandler } from './tag-types.js';
import { templated, templateOf } from './templated.js';

export const navigationTag: TagHandler = ({ attributes, at, selfClosing }) => {
  const navigationId = attributes['navigationId'];
  if (navigationId === undefined) return failed('<squarespace:navigation> needs a navigationId', 'invalid-navigation');
  if (!isPathSegment(navigationId)) return failed(`<squarespace:navigation> navigationId '${navigationId}' is not a navigation name`, 'invalid-navigation');
  const choice = templateOf(attributes['template'], selfClosing, 'navigation');
  if (!choice.ok) return failed(choice.message, 'invalid-navigation');
  const { open, close } = templated(`nav-${navigationId}`, `squarespace.navigation.${navigationId}`, choice.template);
  const tag = { ...at, key: navigationId, navigationId, attributes: { ...attributes }, ...(choice.template ? { template: choice.template } : {}) };
  return { ok: true, open, close, collected: { kind: 'navigation', tag } };
};
