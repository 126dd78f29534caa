import { flagSvg } from "./flags.ts";

/**
 * The flag as a data: address of its SVG (a few hundred bytes, country-flag-icons, MIT, 3:2), for the
 * editor's previews, which have no build's files; the site's pages load each flag as a file of the build
 * (src/pipeline/prepare.ts).
 */
export function flagUrl(flagCode: string): string {
  const svg = flagSvg(flagCode);
  if (!svg) throw new Error(`No flag for the country code "${flagCode}"`);
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
