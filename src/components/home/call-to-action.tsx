import { Icon } from "../icon";
import { Link } from "../link";
import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";
import { bandContinued } from "../ui/rhythm";

type CallToActionContent = {
  id: string;
  title: string;
  lead: string;
  cta: { title: string; path: string };
};

/**
 * The home page's two calls to action, one band: a plain banner for organisations that would partner
 * with the community, then a lit panel that invites a person to join it. Each sends to one form.
 */
export function CallsToAction({
  partner,
  community,
  partnersPage,
}: {
  partner: CallToActionContent;
  community: CallToActionContent;
  /** The partners page, once there is a partner: the banner names it beside its button. */
  partnersPage?: { title: string; path: string };
}) {
  return (
    <div className={bandContinued}>
      <Container className="space-y-6">
        <PartnerBanner {...partner} partnersPage={partnersPage} />
        <CommunityPanel {...community} />
      </Container>
    </div>
  );
}

function PartnerBanner({
  id,
  title,
  lead,
  cta,
  partnersPage,
}: CallToActionContent & { partnersPage?: { title: string; path: string } }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="grid gap-6 rounded-3xl border border-line bg-surface p-6 sm:p-10 md:grid-cols-[1fr_auto] md:items-center md:gap-10"
    >
      <div>
        <h2
          id={`${id}-title`}
          className="text-2xl font-bold text-ink sm:text-3xl"
        >
          {title}
        </h2>
        <p className="mt-3 max-w-2xl text-ink-muted">{lead}</p>
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <ButtonLink to={cta.path} variant="secondary">
          {cta.title}
        </ButtonLink>
        {partnersPage && (
          <Link
            to={partnersPage.path}
            className="inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-4 hover:text-ink"
          >
            {partnersPage.title}
          </Link>
        )}
      </div>
    </section>
  );
}

function CommunityPanel({ id, title, lead, cta }: CallToActionContent) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="rounded-3xl border border-accent/40 bg-surface-raised bg-glow px-6 py-12 text-center sm:px-12 sm:py-16"
    >
      <span
        aria-hidden="true"
        className="mx-auto flex size-16 items-center justify-center rounded-full bg-linear-to-br from-accent/30 to-accent-alt/40 text-ink"
      >
        <Icon name="atom" className="size-8" />
      </span>
      <h2
        id={`${id}-title`}
        className="mt-6 text-3xl font-bold text-ink sm:text-5xl"
      >
        {title}
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-muted">{lead}</p>
      <ButtonLink to={cta.path} className="mt-8 px-8 text-lg">
        {cta.title}
      </ButtonLink>
    </section>
  );
}
