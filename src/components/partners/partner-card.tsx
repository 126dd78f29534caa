import type { PartnerEntry } from "../../schemas/types";
import { Link } from "../link";
import { Picture } from "../picture";

/** A partner: its logo and name, the whole card one link to its site, which opens in a new tab. */
export function PartnerCard({ partner }: { partner: PartnerEntry }) {
  return (
    <Link
      to={partner.link}
      className="group flex h-full flex-col items-center gap-2 rounded-2xl border border-line bg-surface p-3 text-center transition-colors hover:border-accent/60 focus-visible:border-accent motion-reduce:transition-none"
    >
      {/* The logo sits on a light ground: most logos are drawn for white paper. */}
      <span className="flex h-16 w-full items-center justify-center rounded-xl bg-white p-2">
        <Picture
          picture={partner.logo}
          alt={partner.name}
          sizes="160px"
          loading="lazy"
          className="h-auto max-h-12 w-auto max-w-full object-contain"
        />
      </span>
      {/* The logo's text alternative names the link already: said once, not twice. */}
      <span
        aria-hidden="true"
        dir="auto"
        className="text-sm font-semibold [overflow-wrap:anywhere] text-ink underline-offset-4 group-hover:underline"
      >
        {partner.name}
        {/* Its site is elsewhere: the arrow says the card leads out. */}
        <span className="ml-1 text-accent">↗</span>
      </span>
    </Link>
  );
}
