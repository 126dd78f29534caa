import { Icon } from "../icon";
import type { IconName } from "../../lib/icon-names";

type FeatureCardProps = {
  icon: IconName;
  title: string;
  text: string;
  className?: string;
};

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
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-linear-to-br from-accent/20 to-accent-alt/25 text-accent">
        <Icon name={icon} className="size-6" />
      </span>
      <h3 className="mt-5 text-xl font-semibold text-ink">{title}</h3>
      <p className="mt-3 text-ink-muted">{text}</p>
    </article>
  );
}
