// The package ships its per-flag string modules without type declarations.
declare module "country-flag-icons/string/3x2/*" {
  /** The flag as SVG markup. */
  const svg: string;
  export default svg;
}
