import { useEffect, useRef, type ReactNode } from "react";
import { useLocation, useNavigationType } from "react-router";
import { scrollToHash } from "../lib/scroll-to-hash";
import { organizationJsonLd } from "../lib/structured-data";
import { JsonLd } from "./json-ld";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Lands an in-page link on its section and focuses it; back and forward keep the position the router restores. */
function useHashTarget() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);

  useEffect(() => {
    const isHistoryMove = navigationType === "POP" && !firstRender.current;
    firstRender.current = false;
    if (!location.hash || isHistoryMove) return;
    const controller = new AbortController();
    void scrollToHash(location.hash, { signal: controller.signal });
    return () => controller.abort();
  }, [location.key, location.hash, navigationType]);
}

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
      <SiteFooter />
      <JsonLd data={organizationJsonLd()} />
    </div>
  );
}
