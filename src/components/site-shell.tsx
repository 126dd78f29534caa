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
      {/* Once focused, a strip above the header, which it pushes down: it covers nothing. */}
      <a
        href="#main"
        className="block bg-accent px-5 py-3 text-center font-semibold text-on-accent not-focus:sr-only"
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
