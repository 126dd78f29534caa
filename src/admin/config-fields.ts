// Compares the editor's configuration (public/config.yml) with the content schemas, field by field.
import { z } from "zod";

/** A Decap field, as much of it as the comparison reads. */
export type DecapField = {
  name: string;
  widget?: string;
  required?: boolean;
  options?: (string | { value: string })[];
  fields?: DecapField[];
  field?: DecapField;
};

type JsonSchema = {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
};

const widgetsFor: Record<string, string[]> = {
  string: ["string", "text", "markdown", "datetime", "image", "select"],
  number: ["number"],
  integer: ["number"],
  boolean: ["boolean"],
  object: ["object"],
  array: ["list"],
};

/** Every way in which `fields` differs from the zod schema, as sentences naming the field. */
export function fieldDifferences(
  fields: readonly DecapField[],
  schema: z.ZodType,
  path = "",
): string[] {
  const json = z.toJSONSchema(schema, { unrepresentable: "any" }) as JsonSchema;
  return objectDifferences(fields, json, path);
}

function objectDifferences(
  fields: readonly DecapField[],
  schema: JsonSchema,
  path: string,
): string[] {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const names = new Set(fields.map((field) => field.name));
  const problems = Object.keys(properties)
    .filter((name) => !names.has(name))
    .map((name) => `${path}${name}: in the schema, missing from the editor`);
  for (const field of fields) {
    const property = properties[field.name];
    const at = `${path}${field.name}`;
    if (!property) {
      problems.push(`${at}: in the editor, not in the schema`);
      continue;
    }
    const editorRequired = field.required !== false;
    if (editorRequired !== required.has(field.name))
      problems.push(
        `${at}: ${required.has(field.name) ? "required" : "optional"} in the schema, ${editorRequired ? "required" : "optional"} in the editor`,
      );
    problems.push(...valueDifferences(field, property, at));
  }
  return problems;
}

function valueDifferences(
  field: DecapField,
  schema: JsonSchema,
  at: string,
): string[] {
  const widget = field.widget ?? "string";
  const allowed = widgetsFor[schema.type ?? ""] ?? [];
  if (!allowed.includes(widget))
    return [
      `${at}: a ${schema.type} in the schema, a ${widget} widget in the editor`,
    ];
  if (schema.enum) {
    const options = (field.options ?? []).map((option) =>
      typeof option === "string" ? option : option.value,
    );
    if (widget !== "select")
      return [
        `${at}: a choice in the schema, a ${widget} widget in the editor`,
      ];
    if (
      options.length !== schema.enum.length ||
      !schema.enum.every((value) => options.includes(String(value)))
    )
      return [
        `${at}: choices ${schema.enum.join(", ")} in the schema, ${options.join(", ")} in the editor`,
      ];
    return [];
  }
  if (schema.type === "object")
    return objectDifferences(field.fields ?? [], schema, `${at}.`);
  if (schema.type === "array") {
    const items = schema.items ?? {};
    if (items.type === "object") {
      if (!field.fields) return [`${at}: a list of objects needs its fields`];
      return objectDifferences(field.fields, items, `${at}[].`);
    }
    if (!field.field) return [`${at}: a list of values needs its field`];
    return valueDifferences(field.field, items, `${at}[]`);
  }
  return [];
}
