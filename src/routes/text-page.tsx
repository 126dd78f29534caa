import type { MetaArgs } from "react-router";
import { useLocation } from "react-router";
import { Prerendered } from "../components/prerendered";
import { PageHeader } from "../components/page-header";
import { getMeta } from "../content/site";
import { loadRegions } from "../lib/prerendered-regions";
import { textPages } from "../content/text-pages";

const pageOf = (path: string) => {
  const page = textPages.find((entry) => `/${entry.id}` === path);
  if (!page) throw new Error(`No page "${path}"`);
  return page;
};

export const meta = ({ location }: MetaArgs) =>
  getMeta({
    title: pageOf(location.pathname).title,
    description: pageOf(location.pathname).description,
    path: location.pathname,
  });

export const loader = () => null;
export const clientLoader = loadRegions;

export default function TextPage() {
  const location = useLocation();
  return (
    <Prerendered id={"text-page"}>
      {import.meta.env.SSR && (
        <PageHeader
          title={pageOf(location.pathname).title}
          lead={pageOf(location.pathname).description}
        />
      )}
    </Prerendered>
  );
}
