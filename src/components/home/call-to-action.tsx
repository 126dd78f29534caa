import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";

type CallToActionProps = {
  id: string;
  title: string;
  lead: string;
  cta: { title: string; path: string };
  tone?: "glow" | "plain";
};

/** A banner that sends the visitor to one form. */
export function CallToAction({
  id,
  title,
  lead,
  cta,
  tone = "plain",
}: CallToActionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="py-10 sm:py-14">
      <Container>
        <div
          className={`rounded-3xl border border-line px-6 py-12 text-center sm:px-12 ${tone === "glow" ? "bg-surface-raised bg-glow" : "bg-surface"}`}
        >
          <h2 id={titleId} className="text-3xl font-bold text-ink sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-muted">
            {lead}
          </p>
          <ButtonLink to={cta.path} className="mt-8">
            {cta.title}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
