import type { ReactNode } from "react";
import { site } from "../content/site";
import { organizationJsonLd } from "../lib/structured-data";
import { useHashTarget } from "../lib/use-hash-target";
import { JsonLd } from "./json-ld";
import { Prerendered } from "./prerendered";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export function SiteShell({ children }: { children: ReactNode }) {
  useHashTarget();
  return (
    <div className="flex min-h-dvh flex-col">
      {/* Once focused, just below the header, clear of the logo; it moves nothing, so a click elsewhere lands where aimed. */}
      <a
        href="#main"
        className="fixed top-20 left-3 z-50 rounded-md bg-accent px-4 py-2 font-semibold text-on-accent shadow-lg not-focus:sr-only"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1">
        {children}
      </main>
      {/* Written at build time only: after an error screen too, the footer is the page's own HTML. */}
      <Prerendered id="footer">
        {import.meta.env.SSR && <SiteFooter />}
      </Prerendered>
      <JsonLd data={import.meta.env.SSR ? organizationJsonLd(site) : null} />
    </div>
  );
}
