/**
 * The addresses a block may link to (a button, an image's link, social links): http(s), mailto and
 * tel addresses, or a path of this site (`/shop`, never `//host`). Shared by the editor's form and
 * the server, which refuses anything else (javascript:, data:, protocol-relative addresses).
 */
export const LINK_URL_MESSAGE = 'Use a web address (https://…), an email (mailto:…), a phone number (tel:…) or a path of this site (/…).';
export const LINK_URL_MAX = 2048;

export function isLinkUrl(value: string): boolean {
  if (value.length === 0 || value.length > LINK_URL_MAX || /[\s<>"'`\\\u0000-\u001f]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(value)) return true;
  if (/^tel:\+?[0-9().-]{3,30}$/i.test(value)) return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}
