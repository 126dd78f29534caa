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

/** The community's networks, as icons a finger can take (44 px). */
function SocialLinks({ className = "" }: { className?: string }) {
  return (
    <ul className={`-mr-2.5 flex lg:mr-0 lg:-ml-2.5 ${className}`}>
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
  );
}

/**
 * The name, what the community is and its networks; the columns of entries; the copyright line. Compact
 * on a phone, where most visitors are: the networks beside the name, the columns three to a row (two on
 * the narrowest).
 */
export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-surface">
      <Container className="grid gap-4 pt-5 pb-4 sm:gap-10 sm:py-12 lg:grid-cols-[2fr_3fr]">
        {/* Beside the name; below the words from 1024 px, in the footer's narrow first column. The order of
            focus is the same. */}
        <div className="flex flex-wrap items-center justify-between">
          <Logo name={site.name} />
          <SocialLinks className="lg:order-last lg:mt-3 lg:basis-full" />
          <p
            dir="auto"
            className="mt-2 basis-full text-sm text-ink-muted sm:mt-4"
          >
            {site.description}
          </p>
        </div>
        {/* Two columns to a row on the narrowest phones, three from 360 px; from 640 px, every column on one
            row, however many there are. */}
        <div className="grid grid-cols-2 gap-x-4 gap-y-4 min-[22.5rem]:grid-cols-3 sm:auto-cols-fr sm:grid-flow-col sm:grid-cols-none sm:gap-8">
          {footerColumns.map((column) => (
            <div key={column.id}>
              <h2
                dir="auto"
                className="font-display text-base font-semibold text-ink"
              >
                {column.title}
              </h2>
              <ul className="mt-2 space-y-1 text-sm text-ink-muted sm:mt-3 sm:space-y-2">
                {/* An entry leads to its page once that page has content (src/pipeline/prepare.ts). */}
                {column.entries.map((entry) => (
                  <li key={entry.title} dir="auto">
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
        <div className="flex flex-col items-center gap-x-6 gap-y-1 border-t border-line py-3 text-sm text-ink-muted sm:flex-row sm:py-6">
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
      </Container>
    </footer>
  );
}
