import { news, newsHead, newsPage, newsPost } from "../../content/news";
import { getMeta, site } from "../../content/site";
import { newsPostPath } from "../../lib/site-paths";
import { newsPostJsonLd } from "../../lib/structured-data";
import { JsonLd } from "../json-ld";
import { NewsArticle } from "./news-article";

export function newsPostMeta(id: string) {
  const head = newsHead(id);
  return getMeta({
    title: head.title,
    description: head.summary,
    path: newsPostPath(id),
    image: head.picture,
  });
}

/** A post's own page, with the posts just before and after it (the posts are newest first). */
export function NewsPostPage({ id }: { id: string }) {
  const post = newsPost(id);
  const index = news.indexOf(post);
  return (
    <>
      <NewsArticle
        post={post}
        copy={newsPage}
        newer={news[index - 1]}
        older={news[index + 1]}
      />
      <JsonLd
        data={newsPostJsonLd({ ...post, picture: newsHead(id).picture }, site)}
      />
    </>
  );
}
