import { Icon } from "../icon";
import type { IconName } from "../../lib/icon-names";

type FeatureCardProps = {
  icon: IconName;
  title: string;
  text: string;
  className?: string;
};

/**
 * A card of the mission or the initiatives. The title sits beside its icon, in a row as tall as the
 * icon, so that a title of one or two lines starts the text at the same height in every card of a row.
 */
export function FeatureCard({
  icon,
  title,
  text,
  className = "",
}: FeatureCardProps) {
  return (
    <article
      className={`rounded-2xl border border-line bg-surface p-6 transition-colors hover:border-accent/60 motion-reduce:transition-none ${className}`}
    >
      <div className="grid min-h-12 grid-cols-[auto_1fr] items-center gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-accent/20 to-accent-alt/25 text-accent">
          <Icon name={icon} className="size-6" />
        </span>
        <h3 className="text-lg font-semibold text-ink">{title}</h3>
      </div>
      <p className="mt-4 text-ink-muted">{text}</p>
    </article>
  );
}
