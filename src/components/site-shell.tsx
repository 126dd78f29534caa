import type { ReactNode } from "react";
import { site } from "../content/site";
import { organizationJsonLd } from "../lib/structured-data";
import { JsonLd } from "./json-ld";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Every page's body: the skip link, the header with its menu (an island), the page, the footer. */
export function SiteShell({
  menu,
  children,
}: {
  menu: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      {/* Once focused, just below the header, clear of the logo; it moves nothing, so a click elsewhere lands where aimed. */}
      <a
        href="#main"
        className="fixed top-20 left-3 z-50 rounded-md bg-accent px-4 py-2 font-semibold text-on-accent shadow-lg not-focus:sr-only"
      >
        Skip to content
      </a>
      <SiteHeader>{menu}</SiteHeader>
      <main id="main" tabIndex={-1} className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <JsonLd data={organizationJsonLd(site)} />
    </div>
  );
}
