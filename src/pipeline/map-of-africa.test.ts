// @vitest-environment node
import { describe, expect, it } from "vitest";
import { chaptersMap } from "./map-of-africa";

/** Every point of a path's data, written as relative moves and lines ("m12 40 3-2z"). */
function points(path: string): [number, number][] {
  const found: [number, number][] = [];
  let [x, y] = [0, 0];
  for (const ring of path.split("z").filter(Boolean)) {
    const numbers = (ring.match(/-?\d+/g) ?? []).map(Number);
    const start: [number, number] = [x, y];
    for (let index = 0; index < numbers.length; index += 2) {
      x += numbers[index] ?? 0;
      y += numbers[index + 1] ?? 0;
      if (index === 0) start.splice(0, 2, x, y);
      found.push([x, y]);
    }
    [x, y] = start;
  }
  return found;
}

describe("chaptersMap", () => {
  const map = chaptersMap([
    { id: "kenya-hub", flagCode: "ke" },
    { id: "accra", flagCode: "gh" },
  ]);

  it("marks each chapter's country, named from its code, and keeps it out of the other countries", () => {
    expect(map.chapters.map(({ id, name }) => ({ id, name }))).toEqual([
      { id: "kenya-hub", name: "Kenya" },
      { id: "accra", name: "Ghana" },
    ]);
    for (const chapter of map.chapters) {
      expect(chapter.path).toMatch(/^m\d+ \d+([ -]\d+){4,}z/);
      expect(map.others).not.toContain(chapter.path);
      expect(chapter.dot).toBeUndefined();
    }
  });

  it("draws the rest of Africa in whole pixels, inside the frame, and nothing of other continents", () => {
    const all = [map.others, ...map.chapters.map((chapter) => chapter.path)];
    for (const path of all) {
      expect(path).toMatch(/^(m[-\d ]+z)+$/);
      for (const [x, y] of points(path)) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(map.width);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(map.height);
      }
    }
    const withoutChapters = chaptersMap([]);
    // Marking two countries moves their shapes out of the others, nothing else.
    expect(withoutChapters.others.length).toBeGreaterThan(map.others.length);
    expect(withoutChapters.chapters).toEqual([]);
  });

  it("gives an island state too small to see a dot inside the frame", () => {
    const island = chaptersMap([{ id: "port-louis", flagCode: "mu" }]);
    const [mauritius] = island.chapters;
    expect(mauritius?.name).toBe("Mauritius");
    expect(mauritius?.dot).toBeDefined();
    expect(mauritius?.dot?.x).toBeLessThanOrEqual(island.width);
    expect(mauritius?.dot?.y).toBeLessThanOrEqual(island.height);
  });

  it("gives a small country, and only a small one, a round target wider than the country", () => {
    const small = chaptersMap([
      { id: "bujumbura", flagCode: "bi" },
      { id: "port-louis", flagCode: "mu" },
      { id: "kenya-hub", flagCode: "ke" },
    ]);
    const [burundi, mauritius, kenya] = [
      "bujumbura",
      "port-louis",
      "kenya-hub",
    ].map((id) => small.chapters.find((chapter) => chapter.id === id));
    for (const country of [burundi, mauritius]) {
      const xs = points(country?.path ?? "").map(([x]) => x);
      const ys = points(country?.path ?? "").map(([, y]) => y);
      const diameter = 2 * (country?.target?.r ?? 0);
      expect(diameter, country?.name).toBeGreaterThan(
        Math.max(...xs) - Math.min(...xs),
      );
      expect(diameter, country?.name).toBeGreaterThan(
        Math.max(...ys) - Math.min(...ys),
      );
      expect(country?.target?.x).toBeGreaterThanOrEqual(Math.min(...xs));
      expect(country?.target?.x).toBeLessThanOrEqual(Math.max(...xs));
    }
    expect(kenya?.target).toBeUndefined();
  });

  it("draws the small countries after the others, so that no neighbour covers a small one's target", () => {
    const { chapters } = chaptersMap([
      { id: "bujumbura", flagCode: "bi" },
      { id: "kinshasa", flagCode: "cd" },
      { id: "port-louis", flagCode: "mu" },
      { id: "kigali", flagCode: "rw" },
      { id: "nairobi", flagCode: "ke" },
    ]);
    expect(chapters.map(({ id }) => id)).toEqual([
      "kinshasa",
      "nairobi",
      "bujumbura",
      "port-louis",
      "kigali",
    ]);
  });

  it("leaves a chapter outside Africa off the map of Africa", () => {
    expect(chaptersMap([{ id: "paris", flagCode: "fr" }]).chapters).toEqual([]);
  });
});
