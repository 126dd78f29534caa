import type { ComponentProps } from "react";
import { tw } from "../../lib/tw";
import { Link } from "../link";

/**
 * The card's one link, its title: its ::after covers the card (the nearest `relative` ancestor), so the
 * whole card is one target, and the focus ring is drawn around the card. Another link in the card sits
 * above the cover with `relative z-10`.
 */
const stretched = tw`after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-3 focus-visible:after:outline-focus`;

export function CardLink({
  className = "",
  ...props
}: ComponentProps<typeof Link>) {
  return <Link className={`${stretched} ${className}`} {...props} />;
}

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
