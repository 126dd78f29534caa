import fontUrl from "./assets/space-grotesk-display.woff2?url";
import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
} from "react-router";
import type { Route } from "./+types/root";
import { ErrorScreen } from "./components/error-screen";
import { SiteShell } from "./components/site-shell";
import { errorPage, site } from "./content/site";
import { getMeta } from "./lib/meta";
import stylesheet from "./styles/app.css?url";
// Vite bundles a "?worker&url" import into one minified, fingerprinted file and gives its address; the pages
// load it as an ordinary module script. React itself never runs in the browser (decision record 0004).
import enhanceScript from "./enhance/index.ts?worker&url";

export const links: Route.LinksFunction = () => [
  {
    rel: "preload",
    href: fontUrl,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        {/* Low priority: the stylesheet and the font go first on a slow link, so the text shows sooner. */}
        <script type="module" src={enhanceScript} fetchPriority="low" />
        <Links />
      </head>
      <body>{children}</body>
    </html>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

/**
 * Rendered only into React Router's SPA fallback page, which its build requires to boot the client app.
 * The site never uses that page: postbuild deletes it and ships 404.html for unknown addresses.
 */
export function HydrateFallback() {
  return <Scripts />;
}

export const meta: Route.MetaFunction = ({ error }) =>
  error
    ? getMeta({
        title: errorPage.title,
        description: site.description,
        path: "/",
        noIndex: true,
      })
    : [];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let detail = "Unknown error";
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    detail = `${error.status} ${error.statusText || (error.status === 404 ? "Not Found" : "Error")}`;
  } else if (error instanceof Error) {
    detail = error.message;
    if (import.meta.env.DEV) stack = error.stack;
  }
  return (
    <SiteShell>
      <ErrorScreen detail={detail} stack={stack} />
    </SiteShell>
  );
}
