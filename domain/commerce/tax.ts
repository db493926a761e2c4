/** Territories taxed as part of the United States (spec 001 §5). */
export const US_TERRITORIES: readonly string[] = ['PR', 'GU', 'VI', 'MP', 'AS', 'UM'];

/** The country code (ISO 3166-1 alpha-2, any case) is the US or one of its territories. */
export function isUsTaxGeography(country: string): boolean {
  const code = country.trim().toUpperCase();
  return code === 'US' || US_TERRITORIES.includes(code);
}
