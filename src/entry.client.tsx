import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { pageAddress } from "./lib/page-address";

// A page opened at another of its addresses ("/event/index.html", "/event/") is given its own before the
// router reads it, so that React hydrates it as that page rather than as an unknown address.
const page = pageAddress(location.pathname);
if (page !== location.pathname)
  history.replaceState(
    history.state,
    "",
    `${page}${location.search}${location.hash}`,
  );

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
