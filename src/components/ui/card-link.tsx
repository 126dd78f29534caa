import type { ReactNode } from "react";
import { Link } from "../link";
import { tw } from "../../lib/tw";

/**
 * A card's own link, whose area is the whole card (the "stretched link"): its `::after` covers the
 * nearest positioned ancestor, so the card takes `relative` (and `group`, to underline the title under
 * the pointer anywhere on the card), and the focus ring is drawn around the card. Any other link in the card takes `aboveCardLink`, to stay clickable above the cover.
 */
export function CardLink({
  to,
  children,
  className = "",
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={`${tw`underline-offset-4 group-hover:underline after:absolute after:inset-0 after:rounded-2xl focus-visible:underline focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-focus`} ${className}`}
    >
      {children}
    </Link>
  );
}

/** For a link inside a card with a `CardLink`: above the card's cover, reached and clicked on its own. */
export const aboveCardLink = tw`relative z-10`;

/** The card's sign that it leads on: an arrow, with a word of the page's copy where there is one. */
export function CardArrow({
  label,
  className = "",
}: {
  label?: string;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex items-center gap-1.5 text-sm font-semibold text-accent ${className}`}
    >
      {label}
      <span className="transition-transform group-hover:translate-x-1 motion-reduce:transition-none">
        →
      </span>
    </span>
  );
}

/** The card around a CardLink: the cover's frame, lit under the pointer. */
export const linkedCard = tw`group relative transition-colors hover:border-accent/60 motion-reduce:transition-none`;
