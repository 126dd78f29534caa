import { podcastSection } from "../../content/home";
import { podcast } from "../../content/site";
import { Icon } from "../icon";
import { Link } from "../link";
import { Section } from "../section";
import { SectionHeading } from "../ui/section-heading";

export function PodcastSection() {
  return (
    <Section id={podcastSection.id} labelledBy="podcast-title">
      <div className="grid items-center gap-10 rounded-3xl border border-line bg-surface p-8 sm:p-12 lg:grid-cols-[1fr_auto]">
        <div>
          <SectionHeading
            id="podcast-title"
            eyebrow={podcastSection.eyebrow}
            title={podcastSection.title}
            lead={podcastSection.lead}
            align="start"
          />
          <Link
            to={podcast.url}
            className="mt-8 inline-flex min-h-12 items-center gap-3 rounded-full border border-ink-muted/50 bg-canvas px-5 py-2 text-ink transition-colors hover:border-accent motion-reduce:transition-none"
          >
            <Icon name="brand-spotify" className="size-7 text-success" />
            <span className="font-semibold">{podcastSection.badge}</span>
          </Link>
        </div>
        <div
          aria-hidden="true"
          className="mx-auto flex size-40 items-center justify-center rounded-full bg-linear-to-br from-accent/25 to-accent-alt/35 text-ink sm:size-48"
        >
          <Icon name="headphones" className="size-16 sm:size-20" />
        </div>
      </div>
    </Section>
  );
}
