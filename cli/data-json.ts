/** A JSON string, or a number as JSON writes it. */
const TOKEN = /"(?:[^"\\]|\\.)*"|-?\d+\.\d*0(?![\d.eE])/g;

/**
 * Parses template data as the Java reference reads it: a number written with trailing zeros in
 * its fraction (`1.0`, `0.50`) keeps that form, as a string, because it is not the same value
 * to a template: `{@}` prints `1.0`, and plural rules see its visible fraction digits. Every
 * other number, and everything else, is plain JSON.
 */
export function parseDataJson(text: string): unknown {
  return JSON.parse(text.replace(TOKEN, (token) => (token.startsWith('"') ? token : `"${token}"`)));
}
