import { contactAside } from "../../content/contact-aside";
import { Icon } from "../icon";
import { Link } from "../link";

/** The other ways to reach the community: beside the contact form, and on the page that thanks for a message. */
export function ContactElsewhere({
  columns,
  level = 3,
  framed = false,
}: {
  /** The list's grid columns at each width. */
  columns: string;
  level?: 2 | 3;
  /** Each link a bordered card, for a list that stands alone on its page. */
  framed?: boolean;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div>
      <Heading dir="auto" className="font-semibold text-ink sm:text-lg">
        {contactAside.elsewhere.title}
      </Heading>
      <ul
        className={`mt-2 grid sm:mt-4 ${framed ? "gap-3" : "gap-x-4 gap-y-0"} ${columns}`}
      >
        {contactAside.elsewhere.links.map((entry) => (
          <li key={entry.id} className="flex">
            <Link
              to={entry.path}
              className={`grid w-full grid-cols-[auto_1fr] items-start gap-3 rounded-2xl transition-colors hover:bg-surface motion-reduce:transition-none sm:gap-4 ${framed ? "border border-line p-4 hover:border-accent/60" : "-mx-3 px-3 py-1.5 sm:py-3"}`}
            >
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-accent/20 to-accent-alt/25 text-accent">
                <Icon name={entry.icon} className="size-5" />
              </span>
              <span>
                <span
                  dir="auto"
                  className="block leading-snug font-semibold text-ink"
                >
                  {entry.title}
                </span>
                <span
                  dir="auto"
                  className="mt-0.5 block text-sm leading-snug text-ink-muted"
                >
                  {entry.text}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
