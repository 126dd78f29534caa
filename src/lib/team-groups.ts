/** What the grouping needs of a person: the chapter they lead, if any. */
type Person = { chapter?: string };

/**
 * The people of the community: the leadership (no chapter) in their own order, then each chapter's
 * leads in the chapters' order; a chapter nobody leads is left out.
 */
export function teamGroups<P extends Person, C extends { id: string }>(
  people: readonly P[],
  chapters: readonly C[],
): { leadership: P[]; chapters: { chapter: C; leads: P[] }[] } {
  return {
    leadership: people.filter((person) => !person.chapter),
    chapters: chapters
      .map((chapter) => ({
        chapter,
        leads: people.filter((person) => person.chapter === chapter.id),
      }))
      .filter((group) => group.leads.length > 0),
  };
}
