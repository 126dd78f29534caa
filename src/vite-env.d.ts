/// <reference types="vite/client" />

declare module "*.svg?no-inline" {
  const url: string;
  export default url;
}

/** The calendar date of the build, "YYYY-MM-DD" (vite.config.ts). */
declare const __BUILD_DATE__: string;
