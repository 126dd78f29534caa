import { networkNames } from "../../content/site";
import type { TeamMember } from "../../content/types";
import { Icon } from "../icon";
import { Link } from "../link";

export function MemberCard({ member }: { member: TeamMember }) {
  return (
    <article className="flex h-full flex-col items-center rounded-3xl border border-line bg-surface p-8 text-center">
      <img
        src={member.img}
        alt={member.name}
        width={160}
        height={160}
        loading="lazy"
        className="size-40 rounded-full border-4 border-line"
      />
      <h2 className="mt-6 text-2xl font-bold text-ink">{member.name}</h2>
      <p className="mt-1 font-semibold text-accent">{member.role}</p>
      <p className="mt-4 flex-1 text-ink-muted">{member.description}</p>
      <ul className="mt-6 flex gap-2">
        {member.socialMedia.map((social) => (
          <li key={social.id}>
            <Link
              to={social.link}
              className="inline-flex size-11 items-center justify-center rounded-full border border-line text-ink-muted transition-colors hover:border-accent hover:text-accent motion-reduce:transition-none"
            >
              <Icon name={`brand-${social.icon}`} />
              <span className="sr-only">
                {member.name} on {networkNames[social.icon]}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
