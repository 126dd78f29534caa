// The package ships its per-flag string modules without type declarations.
declare module "country-flag-icons/string/3x2/*" {
  /** The flag as SVG markup. */
  const svg: string;
  export default svg;
}

// Every flag of the set, by upper-case code: the editor's chapter preview shows any country.
declare module "country-flag-icons/string/3x2" {
  const flags: { readonly [code: string]: string | undefined };
  export = flags;
}
