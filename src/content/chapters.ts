import type { Chapter } from "./types";

export const chaptersPage = {
  title: "Our Chapters",
  description:
    "Quantum Africa chapters in Mauritania, Nigeria, Ethiopia, Egypt, Algeria and Morocco: local hubs for quantum education, research and events.",
  intro:
    "Chapters are our local hubs, led by committed people across the continent. Each one builds a community, hosts events and creates opportunities in quantum education, research and collaboration, so that no African country is left behind.",
  statusLabel: { active: "Active" },
} as const;

const flagUrl = (code: string) => `https://flagcdn.com/${code}.svg`;

const chapter = (id: string, name: string, flagCode: string): Chapter => ({
  id,
  name,
  description: `Quantum Africa ${name} Chapter`,
  flagCode,
  flagUrl: flagUrl(flagCode),
  status: "active",
});

export const chapters = [
  chapter("mauritania", "Mauritania", "mr"),
  chapter("nigeria", "Nigeria", "ng"),
  chapter("ethiopia", "Ethiopia", "et"),
  chapter("egypt", "Egypt", "eg"),
  chapter("algeria", "Algeria", "dz"),
  chapter("morocco", "Morocco", "ma"),
] as const satisfies readonly Chapter[];
