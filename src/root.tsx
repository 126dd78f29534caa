import fontUrl from "./assets/space-grotesk-display.woff2?url";
import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import type { Route } from "./+types/root";
import { ErrorScreen } from "./components/error-screen";
import { SiteShell } from "./components/site-shell";
import { feedLinks } from "./content/feed-links";
import { errorPage, site } from "./content/site";
import { getMeta } from "./content/site";
import { registerServiceWorker } from "./lib/register-service-worker";
import { HydrationProvider } from "./lib/use-after-hydration";
import stylesheet from "./styles/app.css?url";

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
  // The news feed, for feed readers, while there is a post: none without one.
  ...feedLinks.map(({ href, title }) => ({
    rel: "alternate",
    type: "application/atom+xml",
    title,
    href,
  })),
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* With a precedence, React puts the stylesheet before the scripts' preloads: the page paints first. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Links />
      </head>
      <body>
        <HydrationProvider>{children}</HydrationProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // After hydration; the development server has no service worker.
  useEffect(() => {
    if (import.meta.env.PROD) registerServiceWorker();
  }, []);
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
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
