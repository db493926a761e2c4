/**
 * The JSON-T of a tag that renders a value with a template: its `template` block applied to the
 * value, or its own body (the enclosed form, `<squarespace:navigation …>BODY</squarespace:navigation>`).
 */

const BLOCK_NAME = /^[A-Za-z0-9_-]+$/;

export type TemplateChoice = { ok: true; template?: string } | { ok: false; message: string };

/** The block a `template` attribute names (`nav`, or `nav.block` as some folders write it). */
export function templateOf(value: string | undefined, selfClosing: boolean, tagName: string): TemplateChoice {
  if (value === undefined) {
    return selfClosing ? { ok: false, message: `<squarespace:${tagName}> needs a template (the name of a block) or a body` } : { ok: true };
  }
  const name = value.replace(/\.block$/, '');
  if (!BLOCK_NAME.test(name)) return { ok: false, message: `<squarespace:${tagName}> template '${value}' is not a block name` };
  return { ok: true, template: name };
}

/**
 * `{.section squarespace.X}` made to work inside other sections too: a section looks its path up
 * in the current scope only, while `{.var}` looks it up from the root side as variables do, so the
 * value is bound first and the section opens on the variable.
 */
export function templated(variable: string, path: string, template: string | undefined): { open: string; close: string } {
  const apply = template === undefined ? '' : `{@|apply ${template}.block}`;
  return { open: `{.var @sqs-${variable} ${path}}{.section @sqs-${variable}}${apply}`, close: '{.end}' };
}
