import { chaptersPage } from "../../content/chapters";
import type { ChaptersMap as Map } from "../../schemas/types";

/**
 * The chapters on a map of Africa, projected at build time (src/pipeline/map-of-africa.ts): each chapter's
 * country a link to its page, as its card's name is, which stays the text equivalent; the other countries are scenery.
 * A small country's link also covers an unseen circle around it, so that every link is a finger's target.
 */
export function ChaptersMap({ map }: { map: Map }) {
  const { width, height, others, chapters } = map;
  return (
    <svg
      role="group"
      aria-labelledby="chapters-map-title"
      viewBox={`0 0 ${width} ${height}`}
      className="mx-auto block h-auto w-full max-w-md"
    >
      <title id="chapters-map-title">{chaptersPage.mapLabel}</title>
      <path
        d={others}
        aria-hidden="true"
        className="fill-surface-raised stroke-line forced-colors:fill-[Canvas] forced-colors:stroke-[CanvasText]"
        strokeWidth={0.75}
        strokeLinejoin="round"
      />
      {chapters.map((chapter) => (
        <a
          key={chapter.id}
          href={`/chapters/${chapter.id}`}
          aria-label={chapter.name}
          className="group fill-accent stroke-canvas hover:fill-accent-strong focus-visible:fill-accent-strong forced-colors:fill-[LinkText] forced-colors:stroke-[Canvas]"
        >
          <path
            d={chapter.path}
            // A wider border than the others': two neighbouring chapters read as two countries.
            strokeWidth={1.75}
            strokeLinejoin="round"
            className="group-focus-visible:stroke-focus group-focus-visible:[stroke-width:3px]"
          />
          {chapter.dot && (
            <circle
              cx={chapter.dot.x}
              cy={chapter.dot.y}
              r={5}
              className="group-focus-visible:stroke-focus group-focus-visible:[stroke-width:3px]"
            />
          )}
          {/* Unseen, and still a target for a finger or a pointer: filled, so that it takes the pointer. */}
          {chapter.target && (
            <circle
              cx={chapter.target.x}
              cy={chapter.target.y}
              r={chapter.target.r}
              fill="transparent"
              stroke="none"
            />
          )}
        </a>
      ))}
    </svg>
  );
}
