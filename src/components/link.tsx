import type { ComponentProps } from "react";
import { isExternal } from "../lib/is-external";

type LinkProps = Omit<ComponentProps<"a">, "href"> & { to: string };

/**
 * One link for every address: other sites open in a new tab and say so; pages of this site are plain
 * links (Astro's prefetch fetches the next page when a visitor points at or focuses one).
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
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}
