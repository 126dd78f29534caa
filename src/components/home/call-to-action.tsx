import { Icon } from "../icon";
import { Link } from "../link";
import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";
import { homeStepBetween, homeStepContinued } from "../ui/rhythm";

type CallToActionContent = {
  id: string;
  title: string;
  lead: string;
  cta: { title: string; path: string };
};

/**
 * The home page's two calls to action, one band: a plain banner for organisations that would partner
 * with the community, then a lit panel that invites a person to join it, one step apart as every block
 * of the page is. Each sends to one form. On a phone the panel is its title, words and button, without
 * the atom above them.
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
    <div className={homeStepContinued}>
      <Container className={homeStepBetween}>
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
      className="grid gap-3 rounded-3xl border border-line bg-surface p-4 sm:gap-6 sm:p-10 md:grid-cols-[1fr_auto] md:items-center md:gap-10"
    >
      <div>
        <h2
          id={`${id}-title`}
          dir="auto"
          className="text-xl font-bold text-ink sm:text-3xl"
        >
          {title}
        </h2>
        <p
          dir="auto"
          className="mt-2 max-w-2xl leading-normal text-ink-muted sm:mt-3"
        >
          {lead}
        </p>
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
      className="rounded-3xl border border-accent/40 bg-surface-raised bg-glow px-4 py-5 text-center sm:px-12 sm:py-16"
    >
      <span
        aria-hidden="true"
        className="mx-auto hidden size-16 items-center justify-center rounded-full bg-linear-to-br from-accent/30 to-accent-alt/40 text-ink sm:flex"
      >
        <Icon name="atom" className="size-8" />
      </span>
      <h2
        id={`${id}-title`}
        dir="auto"
        className="text-[1.625rem] font-bold text-ink sm:mt-6 sm:text-5xl"
      >
        {title}
      </h2>
      <p
        dir="auto"
        className="mx-auto mt-2 max-w-2xl leading-normal text-ink-muted sm:mt-4 sm:text-lg"
      >
        {lead}
      </p>
      <ButtonLink to={cta.path} className="mt-5 px-8 sm:mt-8 sm:text-lg">
        {cta.title}
      </ButtonLink>
    </section>
  );
}
