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
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-accent px-4 py-2 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1">
        {children}
      </main>
      {/* The footer's few words ship with the header's: it renders as well after an error screen. */}
      <Prerendered id="footer">
        <SiteFooter />
      </Prerendered>
      <JsonLd data={import.meta.env.SSR ? organizationJsonLd(site) : null} />
    </div>
  );
}
