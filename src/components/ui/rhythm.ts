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
 * The home page's one step, a little shorter than a band: the space between two of its blocks, and
 * around a block on a background of its own. A long page read mostly on phones.
 */
export const homeStep = tw`py-10 sm:py-20`;

/** A block of the home page on the background of the one above: the step below it only. */
export const homeStepContinued = tw`pb-10 sm:pb-20`;

/** Blocks of the home page that share a band, one step apart. */
export const homeStepBetween = tw`space-y-10 sm:space-y-20`;
