const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** A country's English name (`FR` → France). */
export const countryName = (code: string): string => regionNames.of(code) ?? code;
