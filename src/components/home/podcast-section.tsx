import { podcastSection } from "../../content/home";
import { podcast } from "../../content/site";
import { Icon } from "../icon";
import { Link } from "../link";
import { Section } from "../section";
import { homeStep } from "../ui/rhythm";

/**
 * The podcast: on a phone a plain block, its headphones leading the eyebrow's line; from 640 px a card, the
 * headphones large beside the text.
 */
export function PodcastSection() {
  return (
    <Section
      id={podcastSection.id}
      labelledBy="podcast-title"
      spacing={homeStep}
    >
      <div className="grid items-center gap-10 sm:grid-cols-[1fr_auto] sm:rounded-3xl sm:border sm:border-line sm:bg-surface sm:p-12">
        <div>
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-accent/25 to-accent-alt/35 text-ink sm:hidden"
            >
              <Icon name="headphones" className="size-5" />
            </span>
            <p
              dir="auto"
              className="text-xs font-semibold tracking-[0.15em] text-accent uppercase sm:text-sm sm:tracking-[0.2em]"
            >
              {podcastSection.eyebrow}
            </p>
          </div>
          <h2
            id="podcast-title"
            dir="auto"
            className="mt-2 text-[1.625rem] font-bold text-ink sm:text-4xl"
          >
            {podcastSection.title}
          </h2>
          <p
            dir="auto"
            className="mt-2 leading-normal text-ink-muted sm:mt-4 sm:text-lg"
          >
            {podcastSection.lead}
          </p>
          <Link
            to={podcast.url}
            className="mt-4 inline-flex min-h-11 items-center gap-3 rounded-full border border-ink-muted/50 bg-canvas px-5 py-2 whitespace-nowrap text-ink transition-colors hover:border-accent motion-reduce:transition-none sm:mt-8"
          >
            <Icon name="brand-spotify" className="size-7 text-success" />
            <span dir="auto" className="font-semibold">
              {podcastSection.badge}
            </span>
          </Link>
        </div>
        <div
          aria-hidden="true"
          className="hidden items-center justify-center rounded-full bg-linear-to-br from-accent/25 to-accent-alt/35 text-ink sm:flex sm:size-40 lg:size-48"
        >
          <Icon name="headphones" className="size-16 lg:size-20" />
        </div>
      </div>
    </Section>
  );
}
