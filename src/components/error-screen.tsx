import { errorPage, getMeta, site } from "../content/site";
import { Icon } from "./icon";
import { ButtonLink } from "./ui/button";
import { Container } from "./ui/container";
import { band } from "./ui/rhythm";

export const notFoundMeta = () =>
  getMeta({
    title: errorPage.notFound,
    description: site.description,
    path: "/404",
    noIndex: true,
  });

/** The site's error screen: the fixed title, then the status ("404 Not Found") or the error's message. */
export function ErrorScreen({
  detail,
  stack,
}: {
  detail: string;
  stack?: string;
}) {
  return (
    <Container className={`flex flex-col items-center text-center ${band}`}>
      <h1 tabIndex={-1} className="text-3xl font-bold text-ink sm:text-4xl">
        {errorPage.title}
      </h1>
      <p className="mt-4 font-display text-2xl text-accent">{detail}</p>
      <p className="mt-6 max-w-md text-ink-muted">{errorPage.body}</p>
      <ButtonLink to="/" className="mt-8">
        <Icon name="house" />
        {errorPage.homeLink}
      </ButtonLink>
      {stack ? (
        <pre className="mt-10 max-w-full overflow-x-auto rounded-lg bg-surface p-4 text-left text-sm text-ink-muted">
          {stack}
        </pre>
      ) : null}
    </Container>
  );
}
