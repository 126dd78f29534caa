/** The anchor of a person's card: "person-<id>", on the team page or on the page of the chapter they lead. */
export const personAnchor = (id: string) => `person-${id}`;

/**
 * Where a person's card is, in full: on the page of the chapter they lead, else on the team page
 * (which lists the chapter leads by name, their cards being on their chapters' pages).
 */
export const personPath = (person: { id: string; chapter?: string }) =>
  `${person.chapter ? `/chapters/${person.chapter}` : "/our-team"}#${personAnchor(person.id)}`;
