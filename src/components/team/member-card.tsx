import type { Site, TeamMemberEntry } from "../../schemas/types";
import { personAnchor } from "../../lib/people";
import { Icon } from "../icon";
import { Link } from "../link";
import { Picture } from "../picture";

/** A person's initials, "AE", for one without a portrait. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase())
    .slice(0, 2)
    .join("");

/** A person's portrait, or their initials in its circle; `size` in px. */
export function Portrait({
  member,
  size,
  className,
}: {
  member: Pick<TeamMemberEntry, "name" | "portrait">;
  size: number;
  className: string;
}) {
  if (member.portrait)
    return (
      <Picture
        picture={member.portrait}
        alt={member.name}
        sizes={`${size}px`}
        width={size}
        height={size}
        loading="lazy"
        className={`${className} shrink-0 rounded-full border-2 border-line object-cover`}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={`${className} flex shrink-0 items-center justify-center rounded-full border-2 border-line bg-surface-raised font-display font-bold text-accent`}
    >
      {initialsOf(member.name)}
    </span>
  );
}

/**
 * A member of the team, compact at every width: the portrait beside the name, role and profiles,
 * the biography below them. Its id is the anchor a post's byline links to.
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
    <article
      id={personAnchor(member.id)}
      className="flex h-full gap-4 rounded-2xl border border-line bg-surface p-4 target:border-accent sm:p-5"
    >
      <Portrait
        member={member}
        size={80}
        className="size-16 text-xl sm:size-20 sm:text-2xl"
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0 pt-1">
            <Name className="font-display text-lg leading-snug font-bold [overflow-wrap:anywhere] text-ink sm:text-xl">
              {member.name}
            </Name>
            <p className="text-sm font-semibold text-accent">{member.role}</p>
          </div>
          {member.socialMedia.length > 0 && (
            <ul className="-mt-1 -mr-2 flex shrink-0">
              {member.socialMedia.map((social) => (
                <li key={social.id}>
                  <Link
                    to={social.link}
                    className="inline-flex size-11 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-surface-raised hover:text-accent motion-reduce:transition-none"
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
        </div>
        {member.description && (
          <p className="mt-2 text-sm text-ink-muted">{member.description}</p>
        )}
        {member.photoCredit && (
          <p className="mt-2 text-xs text-ink-muted">{member.photoCredit}</p>
        )}
      </div>
    </article>
  );
}
