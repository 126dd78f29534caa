/// <reference types="astro/client" />

declare module "*.svg?no-inline" {
  const url: string;
  export default url;
}

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrates once the page has painted its text (src/islands/after-paint.ts). */
    "client:afterpaint"?: boolean;
    /** Hydrates on a visitor's day other than this one, the build's (src/islands/dated.ts). */
    "client:dated"?: string;
  }
}

export {};
