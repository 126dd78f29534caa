/// <reference types="astro/client" />
import type { DatedValue } from "./islands/dated";

declare module "*.svg?no-inline" {
  const url: string;
  export default url;
}

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrates once the page has painted its text (src/islands/after-paint.ts). */
    "client:afterpaint"?: boolean;
    /** Hydrates once the prerendered HTML is out of date for the visitor (src/islands/dated.ts). */
    "client:dated"?: DatedValue;
    /** Hydrates once the island nears the viewport (src/islands/near.ts). */
    "client:near"?: boolean;
  }
}

export {};
