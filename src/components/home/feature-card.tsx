import { Icon } from "../icon";
import type { IconName } from "../../lib/icon-names";

type FeatureCardProps = {
  icon: IconName;
  title: string;
  text: string;
  className?: string;
};

/**
 * A card of the mission: the title beside its icon, in a row at least as tall as the icon (a title of
 * one or two lines starts the text at the same height), then the text across the card's width. On a
 * phone, a row of the list's one card (about-section.tsx); from 640 px, a card of its own.
 */
export function FeatureCard({
  icon,
  title,
  text,
  className = "",
}: FeatureCardProps) {
  return (
    <article
      className={`py-2.5 transition-colors motion-reduce:transition-none sm:rounded-2xl sm:border sm:border-line sm:bg-surface sm:p-6 sm:hover:border-accent/60 ${className}`}
    >
      <div className="grid min-h-7 grid-cols-[auto_1fr] items-center gap-2.5 sm:min-h-12 sm:gap-4">
        <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-lg bg-linear-to-br from-accent/20 to-accent-alt/25 text-accent sm:size-12 sm:rounded-xl">
          <Icon name={icon} className="size-5 sm:size-6" />
        </span>
        <h3
          dir="auto"
          className="text-base leading-snug font-semibold text-ink sm:text-lg"
        >
          {title}
        </h3>
      </div>
      <p
        dir="auto"
        className="mt-1.5 text-sm leading-snug text-ink-muted sm:mt-4 sm:text-base sm:leading-normal"
      >
        {text}
      </p>
    </article>
  );
}
