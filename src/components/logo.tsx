import { useId } from "react";

/** The Quantum Africa mark: two orbits around a qubit, drawn inline so it costs no request. */
export function LogoMark({ className = "size-9" }: { className?: string }) {
  // Icon-sized (36 px, as size-9) also where the stylesheet does not apply.
  const gradient = useId();
  const stroke = `url(#${gradient})`;
  return (
    <svg
      viewBox="0 0 48 48"
      width="36"
      height="36"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className="[stop-color:var(--color-accent)]" />
          <stop offset="1" className="[stop-color:var(--color-accent-alt)]" />
        </linearGradient>
      </defs>
      <g fill="none" stroke={stroke} strokeWidth="3">
        <ellipse cx="24" cy="24" rx="21" ry="9" transform="rotate(-30 24 24)" />
        <ellipse
          cx="24"
          cy="24"
          rx="21"
          ry="9"
          transform="rotate(30 24 24)"
          opacity=".7"
        />
      </g>
      <circle cx="24" cy="24" r="6" fill={stroke} />
    </svg>
  );
}

export function Logo({ name }: { name: string }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <LogoMark />
      <span className="font-display text-lg font-bold tracking-tight text-ink">
        {name}
      </span>
    </span>
  );
}
