import {
  memo,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type MouseEvent,
  type SyntheticEvent,
} from "react";
import { PrefetchPageLinks, useNavigate } from "react-router";
import {
  keepRegion,
  prefetchRegions,
  regionHtml,
} from "../lib/prerendered-regions";

const subscribeToNothing = () => () => {};

/**
 * True while React hydrates the prerendered page (it reads the server's snapshot only then, and on the
 * server), false when it renders in the browser: after a client-side navigation, or when it had to
 * replace prerendered HTML it could not hydrate.
 */
const useDuringHydration = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );

/** The link of this site under an event: React Router's `<Link>` marks the ones it renders. */
function pageLink(event: SyntheticEvent): HTMLAnchorElement | null {
  return event.target instanceof Element
    ? event.target.closest<HTMLAnchorElement>("a[data-discover]")
    : null;
}

const path = ({ pathname, search, hash }: Location | HTMLAnchorElement) =>
  pathname + search + hash;

/**
 * Content with nothing to run, which React keeps as the prerendered HTML instead of hydrating it: the
 * browser is spared building React's tree for it (docs/decisions/0020-content-kept-as-prerendered.md).
 * A page passes its children at build time only (`{import.meta.env.SSR && <Sections />}`), so that
 * neither they nor their content are in the page's script (docs/decisions/0021-content-in-the-html-only.md).
 * Rendered in the browser outside hydration (after a client-side navigation, or when React mounts it
 * anew) without children, it renders the region's HTML as read from the page's prerendered document
 * (src/lib/prerendered-regions.ts); with children, it renders them as any component does.
 * Its links to pages of this site still move by client-side navigation, and still fetch the next page
 * when a pointer rests on them or they take focus, as `<Link prefetch="intent">` does: the events
 * reach this element from the links inside it. Its element takes no box (`display: contents`), so the
 * layout is its children's. Nothing inside it runs: state, effects and event handlers belong outside it.
 */
/**
 * What the links inside a region of prerendered HTML do, as React Router's `<Link prefetch="intent">`
 * does: a plain click moves by client-side navigation, and an intent that lasts 100 ms fetches the next
 * page's code and HTML. The events reach the region's element from the links inside it.
 */
function useLinksInside() {
  const navigate = useNavigate();
  const [intent, setIntent] = useState<string | null>(null);
  const [prefetch, setPrefetch] = useState<string | null>(null);

  useEffect(() => {
    if (!intent) return;
    const timer = setTimeout(() => {
      setPrefetch(intent);
      prefetchRegions(new URL(intent, window.location.href).pathname).catch(
        () => {},
      );
    }, 100);
    return () => clearTimeout(timer);
  }, [intent]);

  const showIntent = (event: SyntheticEvent) => {
    const link = pageLink(event);
    if (link) setIntent(path(link));
  };
  const cancelIntent = (event: SyntheticEvent & { relatedTarget: unknown }) => {
    const link = pageLink(event);
    // Moving between the parts of one link is not leaving it.
    if (
      !link ||
      (event.relatedTarget instanceof Node &&
        link.contains(event.relatedTarget))
    )
      return;
    setIntent(null);
    setPrefetch(null);
  };
  const onClick = (event: MouseEvent) => {
    const link = pageLink(event);
    // As React Router's `<Link>`: a plain main-button click, in this tab, that nothing else took.
    if (
      !link ||
      event.defaultPrevented ||
      event.button !== 0 ||
      (link.target && link.target !== "_self") ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    const to = path(link);
    void navigate(to, { replace: to === path(window.location) });
  };

  return {
    prefetch,
    handlers: {
      onClick,
      onFocus: showIntent,
      onMouseOver: showIntent,
      onTouchStart: showIntent,
      onBlur: cancelIntent,
      onMouseOut: cancelIntent,
    },
  };
}

export function Prerendered({
  id,
  children,
}: {
  /** The region's name, unique on the site: its HTML is found by it in any page's document. */
  id: string;
  children?: ReactNode;
}) {
  const hydrating = useDuringHydration() && !import.meta.env.SSR;
  // Decided once: hydration ends, and the HTML stays what it was.
  const [kept] = useState(hydrating);
  return (
    <Region id={id} kept={kept}>
      {children}
    </Region>
  );
}

/**
 * The region itself. React renders Prerendered once more right after hydration (the check above reads
 * the browser's snapshot then); with the same props, that render stops here.
 */
const Region = memo(function Region({
  id,
  kept,
  children,
}: {
  id: string;
  kept: boolean;
  children?: ReactNode;
}) {
  const hasChildren =
    children !== undefined && children !== null && children !== false;
  const [html] = useState(() =>
    kept || hasChildren ? "" : (regionHtml(id) ?? ""),
  );
  const { prefetch, handlers } = useLinksInside();
  // The HTML kept through hydration, for a region React mounts again later on this page.
  const keep = useCallback(
    (element: HTMLDivElement | null) => {
      if (element && kept) keepRegion(id, element);
    },
    [id, kept],
  );

  if (hasChildren && !kept)
    return (
      <div className="contents" data-prerendered-id={id}>
        {children}
      </div>
    );

  return (
    <>
      {/* The handlers take the events of the links inside, which the keyboard reaches as well. */}
      <div
        ref={keep}
        className="contents"
        data-prerendered-id={id}
        // While hydrating, "" keeps the prerendered children as they are.
        dangerouslySetInnerHTML={{ __html: html }}
        suppressHydrationWarning={kept}
        {...handlers}
      />
      {prefetch && <PrefetchPageLinks page={prefetch} />}
    </>
  );
});
