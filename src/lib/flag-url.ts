import { flagSvg } from "./flags.ts";

/**
 * The flag as a data: address of its SVG (a few hundred bytes, country-flag-icons, MIT, 3:2),
 * written into the page: no request, and nothing asked of another host.
 */
export function flagUrl(flagCode: string): string {
  const svg = flagSvg(flagCode);
  if (!svg) throw new Error(`No flag for the country code "${flagCode}"`);
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
