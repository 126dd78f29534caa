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
    >
      <g
        fill="none"
        strokeWidth="1.5"
        className="origin-center motion-safe:animate-[spin_60s_linear_infinite]"
      >
        <ellipse
          cx="200"
          cy="200"
          rx="190"
          ry="80"
          className="stroke-accent/50"
        />
        <ellipse
          cx="200"
          cy="200"
          rx="190"
          ry="80"
          transform="rotate(60 200 200)"
          className="stroke-accent-alt/50"
        />
        <ellipse
          cx="200"
          cy="200"
          rx="190"
          ry="80"
          transform="rotate(120 200 200)"
          className="stroke-accent/40"
        />
        <circle cx="390" cy="200" r="6" className="fill-accent" />
        <circle cx="105" cy="36" r="5" className="fill-accent-alt" />
        <circle cx="105" cy="364" r="5" className="fill-accent-strong" />
      </g>
      <circle
        cx="200"
        cy="200"
        r="120"
        fill="none"
        strokeDasharray="2 8"
        className="stroke-ink-muted/40"
      />
    </svg>
  );
}
