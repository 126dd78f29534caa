import algeria from "country-flag-icons/string/3x2/DZ";
import egypt from "country-flag-icons/string/3x2/EG";
import ethiopia from "country-flag-icons/string/3x2/ET";
import morocco from "country-flag-icons/string/3x2/MA";
import mauritania from "country-flag-icons/string/3x2/MR";
import nigeria from "country-flag-icons/string/3x2/NG";
import type { Chapter } from "./types";

export const chaptersPage = {
  title: "Our Chapters",
  description:
    "Quantum Africa chapters in Mauritania, Nigeria, Ethiopia, Egypt, Algeria and Morocco: local hubs for quantum education, research and events.",
  intro:
    "Chapters are our local hubs, led by committed people across the continent. Each one builds a community, hosts events and creates opportunities in quantum education, research and collaboration, so that no African country is left behind.",
  statusLabel: { active: "Active" },
} as const;

/**
 * The flags are SVGs of a few hundred bytes from the country-flag-icons set (MIT licence, 3:2), written
 * into the page as data: addresses: no request, and nothing asked of another host (decision record 0004).
 */
const svgDataUrl = (svg: string) =>
  `data:image/svg+xml,${encodeURIComponent(svg)}`;

const chapter = (
  id: string,
  name: string,
  flagCode: string,
  flagSvg: string,
): Chapter => ({
  id,
  name,
  description: `Quantum Africa ${name} Chapter`,
  flagCode,
  flagUrl: svgDataUrl(flagSvg),
  status: "active",
});

export const chapters = [
  chapter("mauritania", "Mauritania", "mr", mauritania),
  chapter("nigeria", "Nigeria", "ng", nigeria),
  chapter("ethiopia", "Ethiopia", "et", ethiopia),
  chapter("egypt", "Egypt", "eg", egypt),
  chapter("algeria", "Algeria", "dz", algeria),
  chapter("morocco", "Morocco", "ma", morocco),
] as const satisfies readonly Chapter[];
