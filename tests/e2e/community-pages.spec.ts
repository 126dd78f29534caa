// The pages that exist once their content does: /partners, /news with each post and its feed, and the
// footer's pages. Each test is derived from the content the site was built from: a page with content
// is read and checked with axe; a page without answers 404, and nothing links to it.
import { expectNoViolations } from "./axe";
import { contentPagePaths, newsFeedPath } from "../../src/lib/site-paths";
import { content } from "./content";
import { expect, test, today, waitForHydration } from "./fixtures";
import { startsWith } from "./site-facts";

const { site } = content;
const posts = content.news.filter((post) => post.date <= today);
const partners = content.partners;
const textPages = Object.entries(content.pages).map(([id, page]) => ({
  id,
  ...page,
}));
const names = new Map(content.team.map((person) => [person.id, person.name]));

const hasContent: Record<string, boolean> = {
  "/partners": partners.length > 0,
  "/news": posts.length > 0,
  ...Object.fromEntries(textPages.map((page) => [`/${page.id}`, true])),
};
const withContent = contentPagePaths.filter((path) => hasContent[path]);
const withoutContent = contentPagePaths.filter((path) => !hasContent[path]);

test.describe("the community's pages", { tag: "@content" }, () => {
  for (const path of withoutContent)
    test(`${path}, with no content, answers 404 and no footer entry links to it`, async ({
      page,
      siteGuard,
    }) => {
      siteGuard.expectNotFound(path);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole("contentinfo").locator(`a[href="${path}"]`),
      ).toHaveCount(0);
    });

  /** The pages axe reads: /partners, /news and one text page stand for their kinds. */
  const checked = withContent.filter(
    (path) =>
      path === "/partners" ||
      path === "/news" ||
      path === `/${textPages[0]?.id}`,
  );
  for (const path of checked)
    test(`${path} has no WCAG 2.2 A or AA violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoViolations(page);
    });

  test("the footer links every page that has content, where it promises", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    // Every page of the footer that exists is reachable from it: in a column, or on its last line.
    for (const path of withContent) {
      await expect(footer.locator(`a[href="${path}"]`).first()).toBeVisible();
      const promised = site.footerColumns
        .flatMap((column) => column.entries)
        .filter((entry) => entry.link === path);
      for (const entry of promised)
        await expect(
          footer.getByRole("link", { name: entry.title, exact: true }),
        ).toHaveAttribute("href", path);
    }
  });

  test("the news feed is named by the pages' heads while there is a post, and by none without", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const feedLink = page.locator(
      'head link[rel="alternate"][type="application/atom+xml"]',
    );
    if (posts.length === 0) {
      await expect(feedLink).toHaveCount(0);
      return;
    }
    await expect(feedLink).toHaveAttribute("href", newsFeedPath);
    await expect(feedLink).toHaveAttribute("title", site.pages.news.feed);
    const response = await request.get(newsFeedPath);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe(
      "application/atom+xml; charset=utf-8",
    );
    const feed = await response.text();
    for (const post of posts) expect(feed).toContain(`/news/${post.id}</id>`);
  });

  if (partners.length > 0)
    test("/partners shows each partner under its kind, linked to its site in a new tab", async ({
      page,
    }) => {
      await page.goto("/partners");
      for (const partner of partners) {
        const group = page.getByRole("region", {
          name: site.pages.partners.kinds[partner.kind],
        });
        const link = group.getByRole("link", {
          name: `${partner.name} (opens in a new tab)`,
          exact: true,
        });
        await expect(link).toHaveAttribute("href", partner.link);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(
          link.getByRole("img", { name: partner.name }),
        ).toBeVisible();
      }
    });

  /**
   * The posts whose pages stand for all: one with a photo and one without (every post's text is checked in
   * its HTML by tests/build/content-in-html-only.test.ts).
   */
  const shownPosts = [
    ...new Set(
      [
        posts.find((post) => post.image),
        posts.find((post) => !post.image),
      ].filter((post) => post !== undefined),
    ),
  ];

  for (const post of shownPosts)
    test(`/news/${post.id} shows the post, reached from /news, and leads back`, async ({
      page,
    }) => {
      await page.goto("/news");
      await waitForHydration(page);
      await page
        .getByRole("main")
        .getByRole("link", { name: post.title, exact: true })
        .click();
      await expect(page).toHaveURL(`/news/${post.id}`);
      const main = page.getByRole("main");
      await expect(
        main.getByRole("heading", { level: 1, name: post.title }),
      ).toBeVisible();
      await expect(page).toHaveTitle(startsWith(post.title));
      for (const id of post.authors)
        await expect(main.getByText(names.get(id) ?? id)).toBeVisible();
      if (post.image) {
        await expect(
          main.getByRole("img", { name: post.image.alt }),
        ).toBeVisible();
        await expect(main.getByText(post.image.credit)).toBeVisible();
      }
      if (post === shownPosts[0]) await expectNoViolations(page);
      // Each neighbour at its foot leads to a post; the last way back, after them, to every post.
      for (const neighbour of await main
        .locator("a[rel=prev], a[rel=next]")
        .all())
        expect(posts.map((other) => `/news/${other.id}`)).toContain(
          await neighbour.getAttribute("href"),
        );
      await main
        .getByRole("link", { name: site.pages.news.allNews, exact: true })
        .last()
        .click();
      await expect(page).toHaveURL("/news");
      await expect(page).toHaveTitle(startsWith(site.pages.news.title));
    });

  if (textPages.length > 0)
    test("each text page shows its title and description", async ({ page }) => {
      for (const textPage of textPages) {
        await page.goto(`/${textPage.id}`);
        await expect(
          page.getByRole("heading", { level: 1, name: textPage.title }),
        ).toBeVisible();
        await expect(page).toHaveTitle(startsWith(textPage.title));
        await expect(
          page
            .getByRole("main")
            .getByText(textPage.description, { exact: true }),
        ).toBeVisible();
      }
    });

  test("the contact section links to the privacy notice while messages are delivered, and only then", async ({
    page,
  }) => {
    await page.goto("/");
    const privacy = textPages.find((textPage) => textPage.id === "privacy");
    const link = page
      .locator("#contact")
      .getByRole("link", { name: privacy?.title ?? "", exact: true });
    if (site.contactDelivery === "netlify" && privacy) {
      await expect(link).toHaveAttribute("href", "/privacy");
      await link.click();
      await expect(page).toHaveURL("/privacy");
    } else
      await expect(page.locator('#contact a[href="/privacy"]')).toHaveCount(0);
  });
});
