import { useId } from "react";

/**
 * The mark's drawing, written as the page is prerendered (`gradient` names its gradient): the browser's
 * bundle carries no copy of it, and hydration keeps it as the page has it.
 */
const drawing = import.meta.env.SSR
  ? (gradient: string) =>
      [
        `<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="1">`,
        '<stop offset="0" class="[stop-color:var(--color-accent)]"></stop>',
        '<stop offset="1" class="[stop-color:var(--color-accent-alt)]"></stop>',
        "</linearGradient></defs>",
        `<g fill="none" stroke="url(#${gradient})" stroke-width="3">`,
        '<ellipse cx="24" cy="24" rx="21" ry="9" transform="rotate(-30 24 24)"></ellipse>',
        '<ellipse cx="24" cy="24" rx="21" ry="9" transform="rotate(30 24 24)" opacity=".7"></ellipse>',
        "</g>",
        `<circle cx="24" cy="24" r="6" fill="url(#${gradient})"></circle>`,
      ].join("")
  : () => "";

/** The Quantum Africa mark: two orbits around a qubit, drawn inline so it costs no request. */
export function LogoMark({ className = "size-9" }: { className?: string }) {
  // Icon-sized (36 px, as size-9) also where the stylesheet does not apply.
  const gradient = useId();
  return (
    <svg
      viewBox="0 0 48 48"
      width="36"
      height="36"
      aria-hidden="true"
      focusable="false"
      className={className}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: drawing(gradient) }}
    />
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
