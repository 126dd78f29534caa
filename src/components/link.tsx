import type { ComponentProps } from "react";
import { Link as RouterLink } from "react-router";
import { isExternal } from "../lib/is-external";
import { calendarEvent } from "../lib/calendar-path";

type LinkProps = Omit<ComponentProps<"a">, "href"> & {
  to: string;
  onClick?: ComponentProps<typeof RouterLink>["onClick"];
};

/**
 * One link for every address: other sites open in a new tab and say so; pages of this site move by
 * client-side navigation, fetching the next page's code when a visitor points at or focuses the link;
 * a download is a plain link.
 */
export function Link({ to, children, ...props }: LinkProps) {
  if (isExternal(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  // A file to download, such as a calendar file, is never a page to move to: the build publishes no
  // data for a client-side move to a calendar file, which content may link to without `download`.
  if (props.download !== undefined || calendarEvent(to) !== undefined) {
    return (
      <a href={to} {...props}>
        {children}
      </a>
    );
  }
  return (
    <RouterLink to={to} prefetch="intent" {...props}>
      {children}
    </RouterLink>
  );
}
