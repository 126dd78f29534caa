import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from "react";
import { Icon } from "../components/icon";
import { prefetchOnIntent } from "../lib/prefetch-on-intent";
import { registerServiceWorker } from "../lib/register-service-worker";
import { useAfterHydration } from "../lib/use-after-hydration";
import { useHashTarget } from "../lib/use-hash-target";
import { tw } from "../lib/tw";

const toggleClasses = tw`inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-surface-raised lg:hidden`;

function ToggleIcons({ open }: { open: boolean | "css" }) {
  if (open === "css")
    return (
      <>
        <Icon name="menu" className="size-6 group-open/menu:hidden" />
        <Icon name="x" className="hidden size-6 group-open/menu:block" />
      </>
    );
  return <Icon name={open ? "x" : "menu"} className="size-6" />;
}

/**
 * The main menu, an island. On small screens its items (`children`, the list as static HTML) fold behind
 * a toggle: a native disclosure in the prerendered HTML, which opens without JavaScript (the list follows
 * it and shows while it is open), then a button once the island has hydrated, which shows what the
 * visitor did with the disclosure meanwhile. Choosing an item closes it; so do Escape (focus goes back to
 * the button) and the focus leaving the menu. On wide screens the list is inline and the toggle hidden.
 * As the one island of every page, it also runs what every page runs and draws nothing for: the landing
 * on a #hash's section, the service worker that keeps the site for offline use, and the prefetch of
 * the next page.
 */
/** The id of the menu's list, which the toggle controls. */
export const menuId = "site-menu";

export function SiteMenu({ children }: { children: ReactNode }) {
  const hydrated = useAfterHydration();
  useHashTarget();
  useEffect(() => registerServiceWorker(), []);
  useEffect(() => prefetchOnIntent(), []);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const toggleHadFocus = useRef(false);

  // The disclosure, from the moment React takes it over until the button replaces it: the state follows
  // each toggle, and is read once more as the disclosure leaves, in case its toggle event is still queued.
  const watchDisclosure = useCallback((node: HTMLDetailsElement) => {
    setOpen(node.open);
    const follow = () => setOpen(node.open);
    node.addEventListener("toggle", follow);
    return () => {
      node.removeEventListener("toggle", follow);
      setOpen(node.open);
      toggleHadFocus.current = node.contains(document.activeElement);
    };
  }, []);
  useLayoutEffect(() => {
    if (hydrated && toggleHadFocus.current) buttonRef.current?.focus();
  }, [hydrated]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  // Choosing an item of the list closes the menu: the list is static HTML, so the click comes here.
  const choose = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("a"))
      setOpen(false);
  };

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the clicks are the links', bubbling up (Enter on a link clicks it too)
    <nav
      aria-label="Main"
      className="flex items-center"
      onClick={choose}
      // The focus leaving the open menu, by Tab or by a tap elsewhere, closes it.
      onBlur={(event) => {
        if (
          open &&
          !(
            event.relatedTarget instanceof Node &&
            event.currentTarget.contains(event.relatedTarget)
          )
        )
          setOpen(false);
      }}
    >
      {hydrated ? (
        <button
          ref={buttonRef}
          type="button"
          className={`menu-toggle ${toggleClasses}`}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <ToggleIcons open={open} />
          <span className="sr-only">Menu</span>
        </button>
      ) : (
        <details
          ref={watchDisclosure}
          className="menu-toggle group/menu"
          // The visitor may open it before React hydrates: its open attribute is theirs, not a mismatch.
          suppressHydrationWarning
        >
          <summary
            className={`${toggleClasses} list-none [&::-webkit-details-marker]:hidden`}
          >
            <ToggleIcons open="css" />
            <span className="sr-only">Menu</span>
          </summary>
        </details>
      )}
      {children}
    </nav>
  );
}
