import textPages from "virtual:content/textPages";

/** The pages the footer promises that have content. */
export { textPages };
