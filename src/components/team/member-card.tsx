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
 * A member of the team: the portrait beside the name and role, the biography below them in lines of at
 * most 65 characters, then the profiles. Names and roles wrap between words only, never inside one
 * (unless a single word is wider than the card). Its id is the anchor a post's byline links to.
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
      className="flex h-full flex-col rounded-2xl border border-line bg-surface p-4 target:border-accent sm:p-6"
    >
      <div className="flex items-center gap-4">
        <Portrait
          member={member}
          size={80}
          className="size-16 text-xl sm:size-20 sm:text-2xl"
        />
        <div className="min-w-0 flex-1">
          <Name
            dir="auto"
            className="font-display text-lg leading-snug font-bold [overflow-wrap:break-word] text-ink sm:text-xl"
          >
            {member.name}
          </Name>
          <p
            dir="auto"
            className="mt-0.5 text-sm font-semibold [overflow-wrap:break-word] text-accent"
          >
            {member.role}
          </p>
        </div>
      </div>
      {member.description && (
        <p
          dir="auto"
          className="mt-4 max-w-[65ch] text-sm leading-relaxed text-ink-muted sm:text-base"
        >
          {member.description}
        </p>
      )}
      {member.socialMedia.length > 0 && (
        <ul className="mt-auto -ml-2.5 flex pt-3">
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
      {member.photoCredit && (
        <p className="mt-2 text-xs text-ink-muted">{member.photoCredit}</p>
      )}
    </article>
  );
}
