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
 * one or two lines starts the text at the same height), then the text across the card's width.
 */
export function FeatureCard({
  icon,
  title,
  text,
  className = "",
}: FeatureCardProps) {
  return (
    <article
      className={`rounded-2xl border border-line bg-surface px-4 py-3.5 transition-colors hover:border-accent/60 motion-reduce:transition-none sm:p-6 ${className}`}
    >
      <div className="grid min-h-8 grid-cols-[auto_1fr] items-center gap-2.5 sm:min-h-12 sm:gap-4">
        <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-linear-to-br from-accent/20 to-accent-alt/25 text-accent sm:size-12 sm:rounded-xl">
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
        className="mt-2 text-sm text-ink-muted sm:mt-4 sm:text-base"
      >
        {text}
      </p>
    </article>
  );
}
