import { getMeta } from "../content/site";
import { textPage } from "../content/text-pages";
import { PageHeader } from "./page-header";
import { Prose } from "./prose";
import { Container } from "./ui/container";
import { band } from "./ui/rhythm";

export function textPageMeta(id: string) {
  const page = textPage(id);
  return getMeta({
    title: page.title,
    description: page.description,
    path: `/${id}`,
  });
}

/** A page of content/pages/, such as /privacy, at "/<id>". */
export function TextPage({ id }: { id: string }) {
  const page = textPage(id);
  return (
    <>
      <PageHeader title={page.title} lead={page.description} align="start" />
      <Container className={band}>
        <div className="max-w-[62ch] text-lg">
          <Prose html={page.bodyHtml} />
        </div>
      </Container>
    </>
  );
}
