import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { regionHtml } from "../lib/prerendered-regions";
import { Prerendered } from "./prerendered";

/** A region's HTML as the page has it: kept through hydration, or read from the page moved to. */
function RegionHtml({ id }: { id: string }) {
  return (
    <div
      className="contents"
      dangerouslySetInnerHTML={{ __html: regionHtml(id) ?? "" }}
    />
  );
}

/**
 * The component that draws a dated region in the browser, from code that `load` imports the first time
 * one is drawn. If that code cannot be had (offline, before the worker kept it), the region keeps its
 * HTML (`regionOf` names it).
 */
export function lazyView<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  regionOf: (props: Props) => string,
) {
  return lazy<ComponentType<Props>>(() =>
    load().then(
      (view) => ({ default: view }),
      () => ({
        default: (props: Props) => <RegionHtml id={regionOf(props)} />,
      }),
    ),
  );
}

/**
 * Content that follows the visitor's date, kept as prerendered HTML. Its HTML is the content on the
 * build's date, which is also the date of the render that hydrates it (useToday): React keeps it and
 * builds nothing for it. On another date (a new key), or after a client-side navigation, React draws
 * `children` in the browser, a `lazyView` whose code the page loads only then; until it has arrived the
 * region shows the HTML it had (docs/decisions/0042-hydrate-only-what-runs.md).
 */
export function DatedRegion({
  id,
  today,
  children,
}: {
  /** The region's name, unique on the site (`<Prerendered id>`). */
  id: string;
  today: string;
  children: ReactNode;
}) {
  return (
    // A new region for another date, and for another region at the same place (a move from one event's
    // page to another's): neither is the HTML React kept.
    <Prerendered key={`${id} ${today}`} id={id}>
      {import.meta.env.SSR ? (
        children
      ) : (
        <Suspense fallback={<RegionHtml id={id} />}>{children}</Suspense>
      )}
    </Prerendered>
  );
}
