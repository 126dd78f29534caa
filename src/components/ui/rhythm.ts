// The one vertical rhythm of every page (docs/decisions/0013-design-rhythm.md).
import { tw } from "../../lib/tw";

/** A band of the page: a section, a page's header, its body. */
export const band = tw`py-16 sm:py-24`;

/** A band that continues the one above on the same background: one step between them, not two. */
export const bandContinued = tw`pb-16 sm:pb-24`;

/** Between a heading and what it introduces. */
export const afterHeading = tw`mt-10 sm:mt-12`;

/** The header of one entry's page (a chapter, an event, a post): the way back, then its title, close together. */
export const entryHeader = tw`py-8 sm:py-14`;
