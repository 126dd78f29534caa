import { countries } from "countries-list";
import { geoAzimuthalEqualArea, geoPath } from "d3-geo";
import { iso31661NumericToAlpha2 } from "iso-3166";
import { feature, neighbors } from "topojson-client";
import type { Feature, FeatureCollection, Geometry } from "geojson";
import type { GeometryCollection, Topology } from "topojson-specification";
import detailed from "world-atlas/countries-50m.json";
import atlas from "world-atlas/countries-110m.json";
import type { ChaptersMap } from "../schemas/types";
import { countryName } from "../lib/countries.ts";

export type { ChaptersMap };

const width = 400;
const height = 430;
const margin = 4;
// A country smaller than this many square pixels also gets a dot, to be seen and pointed at.
const smallArea = 40;
// A country narrower or shorter than this gets a round target this wide around it: 24 CSS pixels at the
// map's narrowest, 280 pixels for its 400 (a 320 px screen), the least a finger's target should be.
const targetSize = 36;

type Countries = Topology<{ countries: GeometryCollection<{ name: string }> }>;
type Country = Feature<Geometry, { name: string }>;

/** Each country of an atlas with its ISO alpha-2 code, and whether it is in Africa. */
function africanCountries(topology: Countries) {
  const geometries = topology.objects.countries.geometries;
  const codes = geometries.map((geometry) =>
    geometry.id === undefined
      ? undefined
      : iso31661NumericToAlpha2[String(geometry.id)],
  );
  const african = codes.map(
    (code) =>
      code !== undefined &&
      (countries as Record<string, { continent: string } | undefined>)[code]
        ?.continent === "AF",
  );
  // A territory without an ISO code (Somaliland) belongs to Africa when it borders an African country.
  const adjacent = neighbors(geometries);
  return geometries.flatMap((geometry, index) =>
    african[index] ||
    (geometry.id === undefined &&
      (adjacent[index] ?? []).some((other) => african[other]))
      ? [{ code: codes[index], shape: feature(topology, geometry) as Country }]
      : [],
  );
}

/**
 * Natural Earth's countries in Africa (world-atlas, 1:110m), each chapter's country marked; a country
 * too small for that scale, such as an island state, comes from the 1:50m map.
 */
export function chaptersMap(
  chapters: readonly { id: string; flagCode: string }[],
): ChaptersMap {
  const africa = africanCountries(atlas as unknown as Countries);
  const chapterOf = new Map(
    chapters.map((chapter) => [chapter.flagCode.toUpperCase(), chapter.id]),
  );
  let detailedAfrica: ReturnType<typeof africanCountries> | undefined;
  const marked = [...chapterOf].flatMap(([code, id]) => {
    const shape =
      africa.find((country) => country.code === code)?.shape ??
      (detailedAfrica ??= africanCountries(
        detailed as unknown as Countries,
      )).find((country) => country.code === code)?.shape;
    return shape ? [{ id, code, shape }] : [];
  });

  // The frame holds the continent and every chapter, also one on an island off the 1:110m map.
  const projection = geoAzimuthalEqualArea()
    .rotate([-18, -2])
    .fitExtent(
      [
        [margin, margin],
        [width - margin, height - margin],
      ],
      {
        type: "FeatureCollection",
        features: [...africa, ...marked].map((country) => country.shape),
      },
    );
  const context = pixelPath();
  const path = geoPath(projection, context);
  const draw = (shape: Country | FeatureCollection<Geometry>) => {
    path(shape);
    return context.take();
  };
  return {
    width,
    height,
    others: draw({
      type: "FeatureCollection",
      features: africa
        .filter((country) => !country.code || !chapterOf.has(country.code))
        .map((country) => country.shape),
    }),
    // The small countries last: an SVG paints in order, so that no neighbour covers a small one's target.
    chapters: marked
      .map(({ id, code, shape }) => {
        const [x = 0, y = 0] = path.centroid(shape).map(Math.round);
        const [[left, top], [right, bottom]] = path.bounds(shape);
        const small = Math.min(right - left, bottom - top) < targetSize;
        return {
          id,
          name: countryName(code),
          path: draw(shape),
          ...(path.area(shape) < smallArea && { dot: { x, y } }),
          ...(small && { target: { x, y, r: targetSize / 2 } }),
        };
      })
      .sort((a, b) => Number(Boolean(a.target)) - Number(Boolean(b.target))),
  };
}

/**
 * A path context that writes whole pixels, relative to the last point ("m12 40 3-2 0 5z"), skips the
 * points that then repeat the last one and the rings that shrink below a triangle: the shortest data
 * for a small map.
 */
function pixelPath() {
  let data = "";
  let ring: [number, number][] = [];
  let [x, y] = [0, 0];
  const number = (value: number) => (value < 0 ? `${value}` : ` ${value}`);
  const flush = () => {
    if (ring.length >= 3) {
      data += ring
        .map(([px, py], index) => {
          const step = `${number(px - x)}${number(py - y)}`;
          [x, y] = [px, py];
          return index === 0 ? `m${step.trimStart()}` : step;
        })
        .join("");
      data += "z";
      [x, y] = ring[0] ?? [x, y];
    }
    ring = [];
  };
  const add = (px: number, py: number) => {
    const point: [number, number] = [Math.round(px), Math.round(py)];
    const last = ring.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) ring.push(point);
  };
  return {
    moveTo(px: number, py: number) {
      flush();
      add(px, py);
    },
    lineTo: add,
    closePath: flush,
    beginPath() {},
    arc() {},
    /** The data written since the last call. */
    take() {
      flush();
      const written = data;
      [data, x, y] = ["", 0, 0];
      return written;
    },
  };
}
