import { NavLink } from "react-router";
import { navItems, site, supportLink } from "../content/site";
import { Icon } from "./icon";
import { Link } from "./link";
import { Logo } from "./logo";
import { buttonClasses } from "./ui/button";
import { Container } from "./ui/container";

const menuId = "site-menu";

const itemClasses =
  "flex min-h-11 items-center rounded-md px-3 text-base font-medium text-ink-muted transition-colors hover:bg-surface-raised hover:text-ink motion-reduce:transition-none lg:min-h-10 lg:px-2.5 lg:text-sm xl:px-3 aria-[current=page]:text-accent";

/** The header of every page. On small screens the items fold into a menu (see src/enhance/menu.ts). */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-canvas/90 backdrop-blur">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Link to="/" className="-mx-1 rounded-md px-1 py-1">
          <Logo name={site.name} />
        </Link>
        <nav aria-label="Main" className="flex items-center">
          <button
            type="button"
            className="peer group inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-surface-raised lg:hidden"
            aria-expanded="false"
            aria-controls={menuId}
            data-menu-button
          >
            <Icon name="menu" className="size-6 group-aria-expanded:hidden" />
            <Icon
              name="x"
              className="hidden size-6 group-aria-expanded:block"
            />
            <span className="sr-only">Menu</span>
          </button>
          <ul
            id={menuId}
            className="absolute inset-x-0 top-full hidden flex-col gap-1 border-b border-line bg-canvas px-5 pt-2 pb-5 shadow-2xl peer-aria-expanded:flex sm:px-8 lg:static lg:flex lg:flex-row lg:items-center lg:gap-0.5 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
          >
            {navItems.map((item) => (
              <li key={item.id}>
                {item.isScroll ? (
                  <Link to={item.path} className={itemClasses}>
                    {item.title}
                  </Link>
                ) : (
                  <NavLink to={item.path} className={itemClasses}>
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
        </nav>
      </Container>
    </header>
  );
}
