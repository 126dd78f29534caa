// The links between entries (an event's chapters and partners, the chapter a person leads, a post's
// authors), in one place: the build and the editor check them by these rules.

/** The ids of the entries another entry may link to, by folder of content/. */
export type EntryIds = {
  chapters: ReadonlySet<string>;
  partners: ReadonlySet<string>;
  team: ReadonlySet<string>;
};
export type LinkedKind = keyof EntryIds;

/** One link from an entry: the field that holds it, and the entry it names. */
type EntryLink = { field: string; kind: LinkedKind; id: string };

const singular: Record<LinkedKind, string> = {
  chapters: "chapter",
  partners: "partner",
  team: "person",
};

const ids = (value: unknown) =>
  Array.isArray(value)
    ? value.filter((id): id is string => typeof id === "string")
    : [];

/** Every link that an entry of a folder makes to other entries. */
export function linksOf(
  folder: string,
  entry: Record<string, unknown>,
): EntryLink[] {
  const list = (field: string, kind: LinkedKind) =>
    ids(entry[field]).map((id, index) => ({
      field: `${field}[${index}]`,
      kind,
      id,
    }));
  switch (folder) {
    case "events":
      return [...list("chapters", "chapters"), ...list("partners", "partners")];
    case "team":
      return typeof entry.chapter === "string"
        ? [{ field: "chapter", kind: "chapters", id: entry.chapter }]
        : [];
    case "news":
      return list("authors", "team");
    default:
      return [];
  }
}

/** The links of an entry to entries that do not exist, each with what is wrong and what is expected. */
export function missingLinks(
  folder: string,
  entry: Record<string, unknown>,
  existing: EntryIds,
): { field: string; message: string }[] {
  return linksOf(folder, entry)
    .filter((link) => !existing[link.kind].has(link.id))
    .map(({ field, kind, id }) => {
      const [example] = [...existing[kind]];
      return {
        field,
        message: `"${id}" is no ${singular[kind]} of content/${kind}/; expected the id of one${example ? `, such as "${example}"` : `, and there is none yet`}`,
      };
    });
}

/** The entries that link to an entry of a folder: while there are any, it cannot be deleted. */
export function linksTo(
  kind: LinkedKind,
  id: string,
  entries: readonly {
    folder: string;
    id: string;
    data: Record<string, unknown>;
  }[],
): { folder: string; id: string; field: string }[] {
  return entries.flatMap((entry) =>
    linksOf(entry.folder, entry.data)
      .filter((link) => link.kind === kind && link.id === id)
      .map((link) => ({
        folder: entry.folder,
        id: entry.id,
        field: link.field,
      })),
  );
}
