// The one vertical rhythm of every page (docs/decisions/0013-design-rhythm.md).

/** A band of the page: a section, a page's header, its body. */
export const band = "py-16 sm:py-24";

/** A band that continues the one above on the same background: one step between them, not two. */
export const bandContinued = "pb-16 sm:pb-24";

/** Between a heading and what it introduces. */
export const afterHeading = "mt-10 sm:mt-12";
