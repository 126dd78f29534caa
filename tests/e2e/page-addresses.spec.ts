import { pageRoutes } from "../build/build-output";
import { expect, test, waitForHydration } from "./fixtures";

// Static hosts, `npm start` among them, answer a page at its own address and at others that name the
// same file: "/event/index.html", "/event/". Whichever a visitor opened, the page stays itself once React
// runs, under its own address.
const otherAddresses = (route: string) =>
  route === "/" ? ["/index.html"] : [`${route}/index.html`, `${route}/`];

for (const route of pageRoutes)
  for (const address of otherAddresses(route))
    test(`${address} shows ${route}, and keeps it once React runs`, async ({
      page,
    }) => {
      await page.goto(route);
      await waitForHydration(page);
      const title = await page.title();
      const heading = await page
        .getByRole("heading", { level: 1 })
        .textContent();

      await page.goto(address);
      await waitForHydration(page);
      await expect(page).toHaveURL(route);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        heading ?? "",
      );
      await expect(page.getByText(/Unexpected Application Error/)).toHaveCount(
        0,
      );
    });
