// Live previews of the partners, the news posts and the text pages. Their pages' own cards are being
// written; until they exist, these show the entry with the site's tokens and its Markdown rendering.
import type { PreviewTemplateComponentProps } from "decap-cms-core";
// The page copy, from the site settings as they are in the repository.
import site from "../../content/site.json" with { type: "json" };
import { SectionHeading } from "../components/ui/section-heading";
import { renderMarkdown } from "../lib/markdown";
import { partnerKinds } from "../schemas/schemas";
import { Canvas, entryData, isData, Missing, picture, text } from "./previews";

/** Markdown rendered as the build renders it: raw HTML is escaped. */
function Markdown({ markdown }: { markdown: string }) {
  return (
    <div
      className="max-w-3xl space-y-4 text-ink-muted [&_a]:text-accent [&_a]:underline"
      dangerouslySetInnerHTML={{ __html: renderMarkdown(markdown).html }}
    />
  );
}

export function PartnerPreview(props: PreviewTemplateComponentProps) {
  const data = entryData(props.entry);
  const kind = partnerKinds.find((value) => value === data.kind);
  const logo = text(data, "logo");
  return (
    <Canvas>
      <article className="grid max-w-sm justify-items-center gap-4 rounded-3xl border border-line bg-surface p-8 text-center">
        {logo ? (
          <img
            src={picture(props, logo, 240, 120).src}
            alt={`Logo of ${text(data, "name")}`}
            className="h-24 w-auto object-contain"
          />
        ) : (
          <Missing fields="the logo" />
        )}
        <h2 className="text-2xl font-bold text-ink">{text(data, "name")}</h2>
        {kind && (
          <p className="font-semibold text-accent">
            {site.pages.partners.kinds[kind]}
          </p>
        )}
        <p className="break-all text-ink-muted">{text(data, "link")}</p>
      </article>
    </Canvas>
  );
}

/** The names of a post's authors, as the relation field keeps them while the editor chooses. */
function authorNames(props: PreviewTemplateComponentProps, ids: string[]) {
  return ids.map((id) => {
    const name: unknown = props.fieldsMetaData.getIn([
      "authors",
      "team",
      id,
      "name",
    ]);
    return typeof name === "string" ? name : id;
  });
}

export function NewsPreview(props: PreviewTemplateComponentProps) {
  const data = entryData(props.entry);
  const image = isData(data.image) ? data.image : undefined;
  const authors = Array.isArray(data.authors)
    ? data.authors.filter((id): id is string => typeof id === "string")
    : [];
  return (
    <Canvas>
      <article className="grid max-w-3xl gap-6 rounded-3xl border border-line bg-surface p-8">
        {image && text(image, "src") && (
          <figure>
            <img
              src={picture(props, text(image, "src"), 800, 450).src}
              alt={text(image, "alt")}
              className="w-full rounded-2xl"
            />
            <figcaption className="mt-2 text-sm text-ink-muted">
              {text(image, "credit")}
            </figcaption>
          </figure>
        )}
        <SectionHeading
          eyebrow={text(data, "date")}
          title={text(data, "title")}
          lead={text(data, "summary")}
          align="start"
        />
        {authors.length > 0 && (
          <p className="text-ink-muted">
            {site.pages.news.by} {authorNames(props, authors).join(", ")}
          </p>
        )}
        <Markdown markdown={text(data, "body")} />
      </article>
    </Canvas>
  );
}

export function TextPagePreview(props: PreviewTemplateComponentProps) {
  const data = entryData(props.entry);
  return (
    <Canvas>
      <div className="grid gap-8">
        <SectionHeading
          level={1}
          title={text(data, "title")}
          lead={text(data, "description")}
          align="start"
        />
        <Markdown markdown={text(data, "body")} />
      </div>
    </Canvas>
  );
}
