import {
  copyright,
  footerColumns,
  footerPages,
  networkNames,
  site,
  socialLinks,
} from "../content/site";
import { Icon } from "./icon";
import { Link } from "./link";
import { Logo } from "./logo";
import { Container } from "./ui/container";

export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-surface">
      <Container className="grid gap-10 py-12 lg:grid-cols-[2fr_3fr]">
        <div>
          <Logo name={site.name} />
          <p className="mt-4 max-w-sm text-sm text-ink-muted">
            {site.description}
          </p>
        </div>
        {/* Two columns to a row on a phone; from 640 px, every column on one row, however many there are. */}
        <div className="grid grid-cols-2 gap-8 sm:auto-cols-fr sm:grid-flow-col sm:grid-cols-none">
          {footerColumns.map((column) => (
            <div key={column.id}>
              <h2 className="font-display text-base font-semibold text-ink">
                {column.title}
              </h2>
              <ul className="mt-3 space-y-2 text-sm text-ink-muted">
                {/* An entry leads to its page once that page has content (src/pipeline/prepare.ts). */}
                {column.entries.map((entry) => (
                  <li key={entry.title}>
                    {entry.link ? (
                      <Link
                        to={entry.link}
                        className="underline-offset-4 hover:text-ink hover:underline"
                      >
                        {entry.title}
                      </Link>
                    ) : (
                      entry.title
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Container>
      <Container>
        {/* The rule spans the content, not the container's padding. */}
        <div className="flex flex-col-reverse items-center justify-between gap-4 border-t border-line py-6 sm:flex-row">
          <div className="flex flex-col items-center gap-x-6 gap-y-2 text-sm text-ink-muted sm:flex-row">
            <p>{copyright}</p>
            {/* The footer's pages that no column names, such as the privacy notice. */}
            {footerPages.length > 0 && (
              <ul className="flex flex-wrap justify-center gap-x-4">
                {footerPages.map((page) => (
                  <li key={page.link}>
                    <Link
                      to={page.link}
                      className="inline-flex min-h-11 items-center underline underline-offset-4 hover:text-ink"
                    >
                      {page.title}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <ul className="flex gap-2">
            {socialLinks.map((social) => (
              <li key={social.id}>
                <Link
                  to={social.link}
                  className="inline-flex size-11 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-surface-raised hover:text-accent motion-reduce:transition-none"
                >
                  <Icon name={`brand-${social.id}`} />
                  <span className="sr-only">
                    {site.name} on {networkNames[social.id]}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </footer>
  );
}
