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
      className={`${tw`underline-offset-4 after:absolute after:inset-0 after:rounded-2xl group-hover:underline focus-visible:underline focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-focus`} ${className}`}
    >
      {children}
    </Link>
  );
}

/** For a link inside a card with a `CardLink`: above the card's cover, reached and clicked on its own. */
export const aboveCardLink = tw`relative z-10`;
