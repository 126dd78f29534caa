// Checks a whole entry with its content schema before the editor saves it, so that the editor refuses
// what the build would refuse (rules across fields too, such as an end date before the start), and
// names each field by the label the editor shows.
import type { CmsField } from "decap-cms-core";
import { fieldsOf, schemas } from "./config";

export type Kind = keyof typeof schemas;

type Field = CmsField & { label?: string; fields?: Field[] };

/** The field's labels along the path, such as "Location › Country code" or "Social profiles 2 › Network". */
export function labelOf(fields: Field[], path: PropertyKey[]): string {
  const labels: string[] = [];
  let current: Field[] | undefined = fields;
  let field: Field | undefined;
  for (const key of path) {
    if (typeof key === "number") {
      labels[labels.length - 1] = `${labels.at(-1) ?? ""} ${key + 1}`;
      continue;
    }
    field = current?.find((entry) => entry.name === key);
    labels.push(field?.label ?? String(key));
    current = field?.fields;
  }
  return labels.join(" › ");
}

/** "chapters[1].name" (a field as the build names it) → ["chapters", 1, "name"], the path `labelOf` reads. */
export const pathOf = (field: string) =>
  field
    .split(/[.[\]]/)
    .filter(Boolean)
    .map((key) => (/^\d+$/.test(key) ? Number(key) : key));

/** A field as the build names it ("socialMedia[1].id"), as the editor labels it ("Social profiles 2 › Network"). */
export function fieldLabel(kind: string, field: string): string | undefined {
  if (!(kind in schemas)) return undefined;
  return labelOf(fieldsOf(kind as Kind) as Field[], pathOf(field));
}

/** Every problem the build would find in this entry, one sentence each; none if it is valid. */
export function entryProblems(kind: Kind, data: unknown): string[] {
  const result = schemas[kind].safeParse(data);
  if (result.success) return [];
  const fields = fieldsOf(kind) as Field[];
  return result.error.issues.map((issue) => {
    const message =
      issue.code === "unrecognized_keys"
        ? `${issue.keys.join(", ")}: not a field of this kind of content`
        : issue.message;
    return issue.path.length > 0
      ? `${labelOf(fields, issue.path)}: ${message}.`
      : `${message}.`;
  });
}

/** An entry refused before it is saved; Decap shows it as the reason the entry was not saved. */
export class EntryRefused extends Error {
  override name = "EntryRefused";
  constructor(problems: string[]) {
    super(
      `the site's build would refuse ${problems.length === 1 ? "this" : "these"}: ${problems.join(" ")}`,
    );
  }

  override toString() {
    return this.message;
  }
}
