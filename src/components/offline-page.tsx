import { offlinePage } from "../content/offline";
import { getMeta } from "../content/site";
import { Icon } from "./icon";
import { PageHeader } from "./page-header";
import { ButtonLink } from "./ui/button";
import { Container } from "./ui/container";

export const offlineMeta = () =>
  getMeta({
    title: offlinePage.title,
    description: offlinePage.description,
    path: "/offline",
    noIndex: true,
  });

/** What the service worker shows, with no connection, for an address it has no copy of (offline.html). */
export function OfflinePage() {
  return (
    <>
      <PageHeader title={offlinePage.title} lead={offlinePage.lead} />
      <Container className="py-14 sm:py-20">
        <ButtonLink to="/">
          <Icon name="house" />
          {offlinePage.homeLink}
        </ButtonLink>
      </Container>
    </>
  );
}
