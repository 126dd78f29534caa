import { podcastSection } from "../../content/home";
import { podcast } from "../../content/site";
import { Icon } from "../icon";
import { Link } from "../link";
import { Section } from "../section";
import { SectionHeading } from "../ui/section-heading";

export function PodcastSection() {
  return (
    <Section id={podcastSection.id} labelledBy="podcast-title">
      <div className="grid items-center gap-8 rounded-3xl border border-line bg-surface p-6 sm:grid-cols-[1fr_auto] sm:gap-10 sm:p-12">
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
            className="mt-8 inline-flex min-h-12 items-center gap-3 rounded-full border border-ink-muted/50 bg-canvas px-5 py-2 whitespace-nowrap text-ink transition-colors hover:border-accent motion-reduce:transition-none"
          >
            <Icon name="brand-spotify" className="size-7 text-success" />
            <span className="font-semibold">{podcastSection.badge}</span>
          </Link>
        </div>
        {/* Beside the text from 640 px; above it, aligned with it, on a phone. */}
        <div
          aria-hidden="true"
          className="order-first flex size-20 items-center justify-center rounded-full bg-linear-to-br from-accent/25 to-accent-alt/35 text-ink sm:order-none sm:size-40 lg:size-48"
        >
          <Icon name="headphones" className="size-9 sm:size-16 lg:size-20" />
        </div>
      </div>
    </Section>
  );
}
