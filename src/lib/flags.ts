import flags from "./flags.json" with { type: "json" };

/** Whether a country code (ISO 3166-1 alpha-2, either case) has a flag: the codes the site knows. */
export const hasFlag = (code: string) =>
  Object.hasOwn(flags, code.toUpperCase());

/** The flag of a country code as SVG markup, or undefined for a code without one. */
export const flagSvg = (code: string): string | undefined =>
  (flags as Record<string, string>)[code.toUpperCase()];
