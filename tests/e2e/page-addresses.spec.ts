import { pageRoutes } from "../build/build-output";
import { expect, test, waitForHydration } from "./fixtures";

// Static hosts, `npm start` among them, answer a page at its own address and at others that name the
// same file: "/event/index.html", "/event/". Whichever a visitor opened, the page stays itself once React
// runs, under its own address. The router matches each kind of route alike, whatever its page: the home
// page, a page of its own (/event) and a page of a collection (/event/<id>, /chapters/<id>) stand for all.
const kinds = [
  "/",
  pageRoutes.find((route) => /^\/[^/]+$/.test(route)),
  pageRoutes.find((route) => /^\/(event|chapters|news)\/[^/]+$/.test(route)),
].filter((route) => route !== undefined);

const otherAddresses = (route: string) =>
  route === "/" ? ["/index.html"] : [`${route}/index.html`, `${route}/`];

for (const route of kinds)
  test(`${route} shows itself at ${otherAddresses(route).join(" and ")}, and keeps it once React runs`, async ({
    page,
  }) => {
    await page.goto(route);
    await waitForHydration(page);
    const title = await page.title();
    const heading = await page.getByRole("heading", { level: 1 }).textContent();

    for (const address of otherAddresses(route)) {
      await page.goto(address);
      await waitForHydration(page);
      await expect(page, address).toHaveURL(route);
      await expect(page, address).toHaveTitle(title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        heading ?? "",
      );
      await expect(page.getByText(/Unexpected Application Error/)).toHaveCount(
        0,
      );
    }
  });
