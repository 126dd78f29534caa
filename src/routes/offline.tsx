import { Icon } from "../components/icon";
import { PageHeader } from "../components/page-header";
import { ButtonLink } from "../components/ui/button";
import { Container } from "../components/ui/container";
import { offlinePage } from "../content/offline";
import { getMeta } from "../content/site";

export const meta = () =>
  getMeta({
    title: offlinePage.title,
    description: offlinePage.description,
    path: "/offline",
    noIndex: true,
  });

/** What the service worker shows, with no connection, for an address it has no copy of (offline.html). */
export default function Offline() {
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
