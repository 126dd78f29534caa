/**
 * The orbits, drawn as the page is prerendered: the browser's bundle carries no copy of the drawing,
 * and hydration keeps it as the page has it. The classes are the site's (Tailwind reads them here).
 */
const orbits = import.meta.env.SSR
  ? [
      '<g fill="none" stroke-width="1.5" class="origin-center motion-safe:animate-[spin_60s_linear_infinite]">',
      '<ellipse cx="200" cy="200" rx="190" ry="80" class="stroke-accent/50"></ellipse>',
      '<ellipse cx="200" cy="200" rx="190" ry="80" transform="rotate(60 200 200)" class="stroke-accent-alt/50"></ellipse>',
      '<ellipse cx="200" cy="200" rx="190" ry="80" transform="rotate(120 200 200)" class="stroke-accent/40"></ellipse>',
      '<circle cx="390" cy="200" r="6" class="fill-accent"></circle>',
      '<circle cx="105" cy="36" r="5" class="fill-accent-alt"></circle>',
      '<circle cx="105" cy="364" r="5" class="fill-accent-strong"></circle>',
      "</g>",
      '<circle cx="200" cy="200" r="120" fill="none" stroke-dasharray="2 8" class="stroke-ink-muted/40"></circle>',
    ].join("")
  : "";

/** Orbits around the call to action: decorative, drawn in SVG, and still for visitors who ask for less motion. */
export function HeroVisual() {
  return (
    <svg
      viewBox="0 0 400 400"
      width="352"
      height="352"
      aria-hidden="true"
      focusable="false"
      className="absolute inset-0 size-full"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: orbits }}
    />
  );
}
