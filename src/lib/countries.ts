const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** A country's English name from its two-letter code (ISO 3166-1 alpha-2, either case): "ng" → "Nigeria". */
export const countryName = (code: string) =>
  regionNames.of(code.toUpperCase()) ?? code;

/** Whether a name already says the country, as "Nigeria" or "Quantum Africa Nigeria" do. */
export const namesCountry = (name: string, country: string) =>
  name.toLowerCase().includes(country.toLowerCase());
