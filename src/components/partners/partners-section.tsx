import type { PartnerEntry, Site } from "../../schemas/types";
import { Container } from "../ui/container";
import { afterHeading, band } from "../ui/rhythm";
import { PartnerCard } from "./partner-card";

type Kinds = Site["pages"]["partners"]["kinds"];

/** The partners grouped by kind, in the order of the kinds' headings; a kind with no partner shows nothing. */
export function PartnersSection({
  partners,
  kinds,
}: {
  partners: readonly PartnerEntry[];
  kinds: Kinds;
}) {
  const groups = (Object.keys(kinds) as (keyof Kinds)[])
    .map((kind) => ({
      kind,
      members: partners.filter((partner) => partner.kind === kind),
    }))
    .filter((group) => group.members.length > 0);
  return (
    <Container className={`${band} space-y-16`}>
      {groups.map(({ kind, members }) => (
        <section key={kind} aria-labelledby={`partners-${kind}`}>
          <h2
            id={`partners-${kind}`}
            className="text-2xl font-bold text-ink sm:text-3xl"
          >
            {kinds[kind]}
          </h2>
          <ul
            className={`${afterHeading} grid grid-cols-1 gap-6 min-[400px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4`}
          >
            {members.map((partner) => (
              <li key={partner.id}>
                <PartnerCard partner={partner} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Container>
  );
}
