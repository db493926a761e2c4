/**
 * What no field of an address may hold: control characters (NUL, escape, C1…), the bidirectional
 * overrides that make a label read backwards, and the markup characters `<` `>`. Such text is
 * refused naming the field, never stored or cleaned up silently.
 */
const CONTROLS = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
const MARKUP = /[<>]/;
/** A message, where line breaks and tabs are the shopper's own. */
const CONTROLS_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

export const hasControlCharacters = (text: string): boolean => CONTROLS.test(text);
export const hasMarkup = (text: string): boolean => MARKUP.test(text);
export const hasControlsBesideLines = (text: string): boolean => CONTROLS_BUT_LINES.test(text);

export const controlMessage = (label: string): string => `${label} must not contain control characters.`;
export const markupMessage = (label: string): string => `${label} must not contain < or >.`;
