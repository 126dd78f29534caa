/**
 * The text pages that exist and that no footer entry links to, in the order given: the footer links
 * them on its last line, so that a page such as the privacy notice is never reachable from a form alone.
 */
export function unlistedPages(
  columns: readonly { entries: readonly { link?: string }[] }[],
  pages: readonly { id: string; title: string }[],
): { title: string; link: string }[] {
  const linked = new Set(
    columns.flatMap((column) => column.entries.map((entry) => entry.link)),
  );
  return pages
    .map(({ id, title }) => ({ title, link: `/${id}` }))
    .filter((page) => !linked.has(page.link));
}
