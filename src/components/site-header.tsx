import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
} from "react";
import { NavLink, useLocation } from "react-router";
import { navItems, site, supportLink } from "../content/site";
import { useAfterHydration } from "../lib/use-after-hydration";
import { Icon } from "./icon";
import { Link } from "./link";
import { Logo } from "./logo";
import { Prerendered } from "./prerendered";
import { buttonClasses } from "./ui/button";
import { Container } from "./ui/container";
import { tw } from "../lib/tw";

const menuId = "site-menu";

const itemClasses = tw`flex min-h-11 items-center rounded-md px-3 text-base font-medium text-ink-muted transition-colors hover:bg-surface-raised hover:text-ink aria-[current=page]:text-accent motion-reduce:transition-none lg:min-h-10 lg:px-2.5 lg:text-sm xl:px-3`;

const toggleClasses = tw`inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-surface-raised lg:hidden`;

// Shown on small screens while the toggle before it is open: the disclosure's `open` before hydration,
// the button's `aria-expanded` after; inline on wide screens.
const listClasses = tw`absolute inset-x-0 top-full hidden flex-col gap-1 border-b border-line bg-canvas px-5 pt-2 pb-5 shadow-2xl sm:px-8 lg:static lg:flex lg:flex-row lg:items-center lg:gap-0.5 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none [.menu-toggle[aria-expanded=true]~*_&]:flex [.menu-toggle[open]~*_&]:flex`;

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

/** The menu's items: links with nothing to run, kept as the prerendered HTML (see SiteHeader). */
function MenuList() {
  return (
    <ul id={menuId} className={listClasses}>
      {navItems.map((item) => (
        <li key={item.id}>
          {item.isScroll ? (
            <Link to={item.path} className={itemClasses}>
              {item.title}
            </Link>
          ) : (
            <NavLink to={item.path} prefetch="intent" className={itemClasses}>
              {item.title}
            </NavLink>
          )}
        </li>
      ))}
      <li className="mt-3 lg:mt-0 lg:ml-3">
        <Link
          to={supportLink.path}
          className={buttonClasses({
            className: "w-full lg:min-h-10 lg:w-auto lg:px-4 lg:text-sm",
          })}
        >
          {supportLink.title}
        </Link>
      </li>
    </ul>
  );
}

/**
 * The header of every page. On small screens the items fold into a menu: a native disclosure in the
 * prerendered HTML, which opens without JavaScript (the list follows it and shows while it is open),
 * then a button with React state once the page has hydrated (choosing an item closes it; Escape closes
 * it and gives focus back to the button). On wide screens the list is inline and the toggle hidden.
 * The logo's link and the list are links with nothing to run, written at build time only: React keeps
 * them as the prerendered HTML (`<Prerendered>`). After a move to another page the list is that page's
 * own, from its prerendered document, with its item marked as current
 * (docs/decisions/0042-hydrate-only-what-runs.md).
 */
export function SiteHeader() {
  const hydrated = useAfterHydration();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const toggleHadFocus = useRef(false);

  // The disclosure, from the moment React takes it over until the button replaces it: what the visitor
  // did with it (opened, closed, gave it the focus) is what the button shows. The state follows each
  // toggle, and is read once more as the disclosure leaves, in case its toggle event is still queued
  // (React detaches the ref while the disclosure is still in the page).
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

  // Choosing an item of the list closes the menu: the list's links are kept HTML, so the click comes here.
  const choose = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("a"))
      setOpen(false);
  };

  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-canvas/90 backdrop-blur">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Prerendered id="brand">
          {import.meta.env.SSR && (
            <Link to="/" className="-mx-1 rounded-md px-1 py-1">
              <Logo name={site.name} />
            </Link>
          )}
        </Prerendered>
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the clicks are the links', bubbling up (Enter on a link clicks it too) */}
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
          {/* After each move, the list as the new page has it, which marks that page's item as current. */}
          <Prerendered id="menu" key={pathname}>
            {import.meta.env.SSR && <MenuList />}
          </Prerendered>
        </nav>
      </Container>
    </header>
  );
}
