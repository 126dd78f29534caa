import { Prerendered } from "../components/prerendered";
import { PageHeader } from "../components/page-header";
import { getMeta } from "../content/site";
import { loadRegions } from "../lib/prerendered-regions";
import { newsPage } from "../content/news";

export const meta = () =>
  getMeta({
    title: newsPage.title,
    description: newsPage.description,
    path: "/news",
  });

export const loader = () => null;
export const clientLoader = loadRegions;

export default function News() {
  return (
    <Prerendered id={"news"}>
      {import.meta.env.SSR && (
        <PageHeader title={newsPage.title} lead={newsPage.description} />
      )}
    </Prerendered>
  );
}
