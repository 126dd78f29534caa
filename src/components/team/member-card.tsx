import type { Site, TeamMemberEntry } from "../../schemas/types";
import { Icon } from "../icon";
import { Link } from "../link";
import { Picture } from "../picture";

/** A person without a portrait: their initials in the portrait's circle. */
function Initials({ name }: { name: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase())
    .slice(0, 2)
    .join("");
  return (
    <span
      aria-hidden="true"
      className="flex size-40 shrink-0 items-center justify-center rounded-full border-4 border-line bg-surface-raised font-display text-5xl font-bold text-accent"
    >
      {initials}
    </span>
  );
}

/**
 * A member of the team: a column, portrait on top, on a phone and three to a row on a wide screen;
 * in between, a row with the portrait beside the text, one card under the other, so none sits alone.
 */
export function MemberCard({
  member,
  networkNames,
  headingLevel = 2,
}: {
  member: TeamMemberEntry;
  networkNames: Site["networkNames"];
  /** The level of the person's name: 2 on a page of people alone, deeper under a group's heading. */
  headingLevel?: 2 | 3 | 4;
}) {
  const Name = `h${headingLevel}` as const;
  return (
    <article className="grid h-full justify-items-center gap-6 rounded-3xl border border-line bg-surface p-8 text-center sm:grid-cols-[auto_1fr] sm:justify-items-start sm:text-left lg:grid-cols-1 lg:grid-rows-[auto_1fr] lg:justify-items-center lg:text-center">
      {member.portrait ? (
        <Picture
          picture={member.portrait}
          alt={member.name}
          sizes="160px"
          width={160}
          height={160}
          loading="lazy"
          className="size-40 shrink-0 rounded-full border-4 border-line object-cover"
        />
      ) : (
        <Initials name={member.name} />
      )}
      <div className="flex min-w-0 flex-1 flex-col items-center sm:items-start lg:items-center">
        <Name className="font-display text-2xl font-bold text-balance text-ink">
          {member.name}
        </Name>
        <p className="mt-1 font-semibold text-accent">{member.role}</p>
        {member.description && (
          <p className="mt-4 flex-1 text-ink-muted">{member.description}</p>
        )}
        {member.socialMedia.length > 0 && (
          <ul className="mt-6 flex gap-2">
            {member.socialMedia.map((social) => (
              <li key={social.id}>
                <Link
                  to={social.link}
                  className="inline-flex size-11 items-center justify-center rounded-full border border-line text-ink-muted transition-colors hover:border-accent hover:text-accent motion-reduce:transition-none"
                >
                  <Icon name={`brand-${social.id}`} />
                  <span className="sr-only">
                    {member.name} on {networkNames[social.id]}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {/* At the card's foot, so that a credit keeps the names of a row in line. */}
        {member.photoCredit && (
          <p className="mt-4 text-xs text-ink-muted">{member.photoCredit}</p>
        )}
      </div>
    </article>
  );
}
