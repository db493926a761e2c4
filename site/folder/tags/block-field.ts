/**
 * `<squarespace:block-field id="X" columns="12" label? class? lock-layout? />`: the page's stored
 * blocks of field X in the platform's layout wrapper. `class` and `label` may hold JSON-T, which
 * stays in the template and renders with the page.
 */
import { tagKey } from '../tag-keys.js';
import { failed, type BlockFieldTag, type TagHandler, type TagInput } from './tag-types.js';

const FIELD_ID = /^[A-Za-z0-9_-]{1,64}$/;

function written(tag: TagInput, name: string, as: string): string {
  const value = tag.attributes[name];
  if (value === undefined) return '';
  const quote = tag.quotes[name] ?? '"';
  // On one line, so the lines after the tag keep their numbers.
  return ` ${as}=${quote}${value.replace(/[\r\n]+/g, ' ')}${quote}`;
}

export const blockFieldTag: TagHandler = (input) => {
  const { attributes, at } = input;
  const id = attributes['id'];
  if (id === undefined || id === '') return failed('<squarespace:block-field> needs an id', 'invalid-block-field');
  if (!FIELD_ID.test(id)) return failed(`<squarespace:block-field> id '${id}' must be 1 to 64 letters, digits, "-" or "_"`, 'invalid-block-field');
  const columnsText = attributes['columns'];
  if (columnsText !== undefined && columnsText !== '1' && columnsText !== '12') {
    return failed(`<squarespace:block-field> columns must be 1 or 12, not '${columnsText}'`, 'invalid-block-field');
  }
  const columns = Number(columnsText ?? '12');
  const tag: BlockFieldTag = { ...at, key: tagKey(id, attributes), id, attributes: { ...attributes } };
  if (columnsText !== undefined) tag.columns = columns;
  const own = attributes['class'] === undefined ? '' : ` ${attributes['class'].replace(/[\r\n]+/g, ' ')}`;
  const quote = input.quotes['class'] ?? '"';
  const locked = attributes['lock-layout'] !== undefined && attributes['lock-layout'] !== 'false' ? ' data-layout-locked="true"' : '';
  const open =
    `<div class=${quote}sqs-layout sqs-grid-${columns} columns-${columns}${own}${quote} data-type="block-field" data-block-field-id="${id}"` +
    `${written(input, 'label', 'data-block-field-label')}${locked}>{squarespace.blockFields.${tag.key}}</div>`;
  return { ok: true, open, collected: { kind: 'blockField', tag } };
};
