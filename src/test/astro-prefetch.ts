// Astro's prefetch module reads Astro's own virtual modules, which exist only in an Astro build: the
// unit tests get this in its place (vitest.config.ts); the browser tests run the real one.
export function init(): void {}
export function prefetch(): void {}
