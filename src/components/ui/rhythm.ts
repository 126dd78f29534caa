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

/**
 * The home page's one step, shorter than a band: the space between two of its blocks, and around a
 * block on a background of its own. A long page read mostly on phones, where it is 1.75 rem.
 */
export const homeStep = tw`py-7 sm:py-20`;

/** A block of the home page on the background of the one above: the step below it only. */
export const homeStepContinued = tw`pb-7 sm:pb-20`;

/** Blocks of the home page that share a band, one step apart. */
export const homeStepBetween = tw`space-y-7 sm:space-y-20`;

/** On the home page, between a heading and what it introduces, and before a block's closing button. */
export const homeAfterHeading = tw`mt-4 sm:mt-10`;
