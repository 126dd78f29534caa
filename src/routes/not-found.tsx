import { ErrorScreen } from "../components/error-screen";
import { errorPage, site } from "../content/site";
import { getMeta } from "../content/site";

export const meta = () =>
  getMeta({
    title: errorPage.notFound,
    description: site.description,
    path: "/404",
    noIndex: true,
  });

export default function NotFound() {
  return <ErrorScreen detail={errorPage.notFound} />;
}
