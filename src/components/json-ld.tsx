import { serializeJsonLd } from "../lib/structured-data";

/**
 * Structured data for search engines; a data block, so it never runs and needs no CSP hash. Search
 * engines read it in the prerendered page, so the code that writes it stays out of the browser's
 * bundle: there, `data` is null (callers pass `import.meta.env.SSR ? … : null`) and hydration keeps the
 * block as the page has it.
 */
export function JsonLd({ data }: { data: object | null }) {
  return (
    <script
      type="application/ld+json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{
        __html: import.meta.env.SSR && data ? serializeJsonLd(data) : "",
      }}
    />
  );
}
