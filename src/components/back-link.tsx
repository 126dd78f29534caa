import { Link } from "./link";

/** The way back to a page's list, above its title: on a chapter's, an event's and a post's page alike. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="-ml-1 inline-flex min-h-11 items-center gap-2 rounded-md px-1 text-sm font-semibold text-accent underline-offset-4 hover:underline"
    >
      <span aria-hidden="true">←</span>
      {children}
    </Link>
  );
}
