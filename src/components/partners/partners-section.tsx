import type { PartnerEntry, Site } from "../../schemas/types";
import { Prose } from "../prose";
import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";
import { band } from "../ui/rhythm";
import { PartnerCard } from "./partner-card";

type Copy = Site["pages"]["partners"];

/**
 * The call to partner: its heading, its lead and the button to the partner form, and what partnering
 * means, from the page's copy, once written.
 */
export function PartnerInvitation({
  copy,
  partnerForm,
}: {
  copy: Pick<Copy, "invitation" | "about">;
  partnerForm: string;
}) {
  const { invitation, about } = copy;
  return (
    <section
      aria-labelledby="become-a-partner"
      className={`rounded-2xl border border-accent/40 bg-surface p-5 sm:p-8 ${about ? "lg:grid lg:grid-cols-2 lg:gap-12" : "md:flex md:items-center md:justify-between md:gap-10"}`}
    >
      <div className="max-w-2xl">
        <h2
          id="become-a-partner"
          className="text-2xl font-bold text-ink sm:text-3xl"
        >
          {invitation.title}
        </h2>
        <p className="mt-3 text-ink-muted">{invitation.lead}</p>
        {about && (
          <ButtonLink to={partnerForm} className="mt-6">
            {invitation.button}
          </ButtonLink>
        )}
      </div>
      {about ? (
        <div className="mt-6 lg:mt-0">
          <Prose html={about} />
        </div>
      ) : (
        <ButtonLink to={partnerForm} className="mt-6 shrink-0 md:mt-0">
          {invitation.button}
        </ButtonLink>
      )}
    </section>
  );
}

/**
 * The call to partner, then the partners grouped by kind, in the order of the kinds' headings; a kind
 * with no partner shows nothing.
 */
export function PartnersSection({
  partners,
  copy,
  partnerForm,
}: {
  partners: readonly PartnerEntry[];
  copy: Pick<Copy, "kinds" | "invitation" | "about">;
  partnerForm: string;
}) {
  const { kinds } = copy;
  const groups = (Object.keys(kinds) as (keyof typeof kinds)[])
    .map((kind) => ({
      kind,
      members: partners.filter((partner) => partner.kind === kind),
    }))
    .filter((group) => group.members.length > 0);
  return (
    <Container className={`${band} space-y-12 sm:space-y-16`}>
      <PartnerInvitation copy={copy} partnerForm={partnerForm} />
      {/* The kinds side by side from 1024 px: a kind of one or two partners fills no row alone. */}
      <div className="grid gap-10 lg:grid-cols-2 lg:gap-x-12">
        {groups.map(({ kind, members }) => (
          <section key={kind} aria-labelledby={`partners-${kind}`}>
            <h2
              id={`partners-${kind}`}
              className="text-xl font-bold text-ink sm:text-2xl"
            >
              {kinds[kind]}
            </h2>
            <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
              {members.map((partner) => (
                <li key={partner.id}>
                  <PartnerCard partner={partner} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Container>
  );
}
