import type { MetaDescriptor } from "../lib/meta";

/** The tags of a page's head that its metadata names (src/lib/meta.ts), in their order. */
export function PageHead({ meta }: { meta: readonly MetaDescriptor[] }) {
  return meta.map((tag) => {
    if ("title" in tag) return <title key="title">{tag.title}</title>;
    if ("tagName" in tag) {
      const { rel, href, type } = tag;
      return <link key={`${rel} ${href}`} rel={rel} href={href} type={type} />;
    }
    if ("property" in tag)
      return (
        <meta
          key={tag.property}
          property={tag.property}
          content={tag.content}
        />
      );
    return <meta key={tag.name} name={tag.name} content={tag.content} />;
  });
}
