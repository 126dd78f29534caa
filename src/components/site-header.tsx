import type { ReactNode } from "react";
import { navItems, site, supportLink } from "../content/site";
import { menuId } from "../islands/site-menu";
import { tw } from "../lib/tw";
import { Link } from "./link";
import { Logo } from "./logo";
import { buttonClasses } from "./ui/button";
import { Container } from "./ui/container";

const itemClasses = tw`flex min-h-11 items-center rounded-md px-3 text-base font-medium text-ink-muted transition-colors hover:bg-surface-raised hover:text-ink aria-[current=page]:text-accent motion-reduce:transition-none lg:min-h-10 lg:px-2.5 lg:text-sm xl:px-3`;

// Shown on small screens while the toggle before it is open: the disclosure's `open` before hydration,
// the button's `aria-expanded` after; inline on wide screens.
const listClasses = tw`absolute inset-x-0 top-full hidden flex-col gap-1 border-b border-line bg-canvas px-5 pt-2 pb-5 shadow-2xl sm:px-8 lg:static lg:flex lg:flex-row lg:items-center lg:gap-0.5 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none [.menu-toggle[aria-expanded=true]~*_&]:flex [.menu-toggle[open]~*_&]:flex`;

/** The page an item marks as current: its own path, or a page under it ("/event/…" under "/event"). */
const isCurrent = (itemPath: string, path: string) =>
  itemPath !== "/" &&
  !itemPath.includes("#") &&
  (path === itemPath || path.startsWith(`${itemPath}/`));

/** The menu's items, as static HTML inside the menu's island, the current page's item marked. */
export function MenuList({ path }: { path: string }) {
  return (
    <ul id={menuId} className={listClasses}>
      {navItems.map((item) => (
        <li key={item.id}>
          <Link
            to={item.path}
            className={itemClasses}
            aria-current={isCurrent(item.path, path) ? "page" : undefined}
          >
            {item.title}
          </Link>
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
 * The header of every page, written at build time. Its menu (`children`) is the one part that runs: on
 * small screens the items fold behind a toggle (SiteMenu); on wide screens the list is inline.
 */
export function SiteHeader({ children }: { children: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-canvas/90 backdrop-blur [view-transition-name:site-header]">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Link to="/" className="-mx-1 rounded-md px-1 py-1">
          <Logo name={site.name} />
        </Link>
        {children}
      </Container>
    </header>
  );
}
