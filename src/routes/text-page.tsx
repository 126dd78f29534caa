import { useMatches, type MetaArgs } from "react-router";
import { Prerendered } from "../components/prerendered";
import { PageHeader } from "../components/page-header";
import { Prose } from "../components/prose";
import { Container } from "../components/ui/container";
import { band } from "../components/ui/rhythm";
import { getMeta } from "../content/site";
import { textPage, textPageHead } from "../content/text-pages";
import { loadRegions } from "../lib/prerendered-regions";

/** The page's id, from its route's ("text-page-<id>", src/routes.ts). */
const pageId = (routeId = "") => routeId.replace(/^text-page-/, "");

// From the page's head only: its body stays out of the browser's bundle.
export const meta = ({ matches }: MetaArgs) => {
  const head = textPageHead(pageId(matches.at(-1)?.id));
  return getMeta({
    title: head.title,
    description: head.description,
    path: `/${head.id}`,
  });
};

// A loader at build time, so that the client loader runs on client-side navigations only.
export const loader = () => null;
export const clientLoader = loadRegions;

// Written at build time only: in the browser, the page's own prerendered HTML (docs/decisions/0021).
export default function TextPage() {
  const id = pageId(useMatches().at(-1)?.id);
  return (
    <Prerendered id={`text-page-${id}`}>
      {import.meta.env.SSR && (
        <>
          <PageHeader
            title={textPage(id).title}
            lead={textPage(id).description}
            align="start"
          />
          <Container className={band}>
            <div className="max-w-[62ch] text-lg">
              <Prose html={textPage(id).bodyHtml} />
            </div>
          </Container>
        </>
      )}
    </Prerendered>
  );
}
