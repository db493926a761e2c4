/** Language (lower case) and region (upper case) of a locale written `en-US`, `en_US` or `fr-Latn-CA`. */
export function localeParts(locale: string): { language: string; region: string | undefined } {
  const [language = '', ...rest] = locale.trim().split(/[-_]/);
  const region = rest.find((part) => /^([a-z]{2}|[0-9]{3})$/i.test(part));
  return { language: language.toLowerCase(), region: region?.toUpperCase() };
}
