import { homeSections } from "../../src/lib/site-paths";
import type { Locator, Page } from "@playwright/test";
import { content } from "./content";
import {
  expect,
  mainNav,
  openMenuIfCollapsed,
  test,
  waitForHydration,
} from "./fixtures";
import {
  chapters,
  copyright,
  footerColumns,
  footerPages,
  hero,
  initiatives,
  listedEvents,
  literal,
  missionFeatures,
  navItems,
  pages,
  podcastUrl,
  routes,
  socialNetworks,
  somethingHappening,
  startsWith,
  teamMembers,
} from "./site-facts";

/** An outbound link: a new tab, and no access to this page from there. */
async function expectNewTab(link: Locator) {
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
  await expect(link).toHaveAttribute("rel", /\bnoreferrer\b/);
}

const { home, site } = content;
const supportName = startsWith(site.supportLink.title);

/** The header: the menu's items with their targets, then the support link in a new tab. */
async function expectSiteHeader(page: Page) {
  await expect(page.getByRole("banner")).toBeVisible();
  await openMenuIfCollapsed(page);
  await expect(mainNav(page).getByRole("link")).toHaveText([
    ...navItems.map((item) => item.name),
    supportName,
  ]);
  for (const item of navItems) {
    const link = mainNav(page).getByRole("link", {
      name: item.name,
      exact: true,
    });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", item.href);
  }
  const support = mainNav(page).getByRole("link", { name: supportName });
  await expect(support).toBeVisible();
  await expect(support).toHaveAttribute("href", site.supportLink.path);
  await expectNewTab(support);
}

/** The footer: its columns, each entry plain text until its page has content, the copyright line, the social links. */
async function expectSiteFooter(page: Page) {
  const footer = page.getByRole("contentinfo");
  for (const column of footerColumns) {
    await expect(
      footer.getByRole("heading", { name: column.title, exact: true }),
    ).toBeVisible();
    for (const entry of column.entries) {
      await expect(
        footer.getByText(entry.title, { exact: true }),
      ).toBeVisible();
      const link = footer.getByRole("link", { name: entry.title, exact: true });
      if (entry.link) await expect(link).toHaveAttribute("href", entry.link);
      else await expect(link).toHaveCount(0);
    }
  }
  await expect(footer.getByText(copyright, { exact: true })).toBeVisible();
  for (const { title, link } of footerPages)
    await expect(
      footer.getByRole("link", { name: title, exact: true }),
    ).toHaveAttribute("href", link);
  await expect(footer.getByRole("link")).toHaveCount(
    socialNetworks.length +
      footerColumns.flatMap((column) => column.entries).filter((e) => e.link)
        .length +
      footerPages.length,
  );
  for (const network of socialNetworks) {
    const link = footer.getByRole("link", { name: network.name });
    await expect(link).toBeVisible();
    expect(new URL((await link.getAttribute("href")) ?? "").host).toBe(
      network.host,
    );
    await expectNewTab(link);
  }
}

test.describe("the site's pages", { tag: "@content" }, () => {
  for (const route of routes) {
    test(`${route.path} answers 200 with its title, content, header and footer`, async ({
      page,
    }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const main = page.getByRole("main");
      for (const text of route.texts) {
        await expect(main.getByText(text).first()).toBeVisible();
      }
      // Every page is in the one layout (src/root.tsx): what its header and footer hold is read below.
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }

  test(
    "the header and the footer hold the menu, the support link, the footer's columns and links",
    { tag: "@each-width" },
    async ({ page }) => {
      await page.goto("/");
      await expectSiteHeader(page);
      await expectSiteFooter(page);
    },
  );

  test("the home page: the hero, its sections in order, their cards and links", async ({
    page,
  }) => {
    await page.goto("/");

    await test.step("opens with the hero and its join link", async () => {
      await expect(page.getByText(hero.tagline, { exact: true })).toBeVisible();
      await expect(
        page.getByRole("heading", { level: 1, name: hero.headline }),
      ).toBeVisible();
      const getInvolved = page.getByRole("link", {
        name: startsWith(home.hero.cta.title),
      });
      await expect(getInvolved).toBeVisible();
      await expect(getInvolved).toHaveAttribute("href", home.hero.cta.path);
      await expectNewTab(getInvolved);
    });

    await test.step("stacks its sections in the order of the specification", async () => {
      const main = page.getByRole("main");
      const sections = [
        home.about,
        home.research,
        home.podcastSection,
        home.partner,
        home.community,
        home.contact,
      ];
      // What is happening comes under the hero, when there is something; the launch content has nothing.
      await expect(main.getByRole("heading", { level: 2 })).toHaveText([
        ...(somethingHappening ? [home.now.title] : []),
        ...sections.map((section) => section.title),
      ]);
      for (const key of ["about", "research", "contact"] as const)
        await expect(
          main.getByRole("region", { name: home[key].title }),
        ).toHaveAttribute("id", homeSections[key]);
    });

    await test.step("shows the mission cards and the initiative cards", async () => {
      const about = page.getByRole("region", { name: home.about.title });
      await expect(about.getByRole("heading", { level: 3 })).toHaveText([
        ...missionFeatures,
      ]);
      const joinCommunity = about.getByRole("link", {
        name: startsWith(home.about.cta.title),
      });
      await expect(joinCommunity).toHaveAttribute("href", home.about.cta.path);
      await expectNewTab(joinCommunity);

      const research = page.getByRole("region", { name: home.research.title });
      await expect(research.getByRole("heading", { level: 3 })).toHaveText([
        ...initiatives,
      ]);
    });

    await test.step("links to the podcast, the partner form and the community form", async () => {
      const badge = page.getByRole("link", {
        name: literal(home.podcastSection.badge),
      });
      await expect(badge).toBeVisible();
      await expect(badge).toHaveAttribute("href", podcastUrl);
      await expectNewTab(badge);

      const partner = page.getByRole("region", { name: home.partner.title });
      const partnerLink = partner.getByRole("link", {
        name: startsWith(home.partner.cta.title),
      });
      await expect(partnerLink).toHaveAttribute("href", home.partner.cta.path);
      await expectNewTab(partnerLink);

      const community = page.getByRole("region", {
        name: home.community.title,
      });
      const joinLink = community.getByRole("link");
      await expect(joinLink).toHaveAttribute("href", home.community.cta.path);
      await expectNewTab(joinLink);
    });
  });

  test("the event page shows every event it holds with its date, place and poster", async ({
    page,
  }) => {
    await page.goto("/event");
    await expect(
      page.getByRole("heading", { level: 1, name: pages.event.heading }),
    ).toBeVisible();
    // On a day other than the build's, the list is drawn again once the page hydrates: read it after that.
    await waitForHydration(page);
    for (const event of listedEvents) {
      const card = page.getByRole("article", {
        name: event.title,
        exact: true,
      });
      if ((await card.count()) === 0) {
        // An event beyond the list's cards is a line, linked to its page.
        await expect(
          page.getByRole("link", { name: event.title, exact: true }),
        ).toHaveAttribute("href", event.path);
        continue;
      }
      await expect(card.getByRole("time").first()).toHaveAttribute(
        "datetime",
        event.isoDate,
      );
      await expect(card).toContainText(event.place);
      const image = content.events.find(({ id }) => id === event.id)?.image;
      if (!image) continue;
      const poster = card.getByRole("img", { name: image.alt });
      await poster.scrollIntoViewIfNeeded();
      await expect(poster).toBeVisible();
      // A lazy poster loads once it nears the screen: wait for it, not for a fixed time.
      await expect
        .poll(() =>
          poster.evaluate((element: HTMLImageElement) => element.naturalWidth),
        )
        .toBeGreaterThan(0);
    }
  });

  test("the team page shows every member with a portrait", async ({ page }) => {
    await page.goto("/our-team");
    await expect(
      page.getByRole("heading", { level: 1, name: pages.team.heading }),
    ).toBeVisible();
    // The leadership's cards; each chapter lead by name and role under the chapter (their card is on its page).
    const main = page.getByRole("main");
    const cards = main.getByRole("article");
    await expect(cards).toHaveCount(
      teamMembers.filter((member) => !member.chapter).length,
    );
    const leads = main
      .getByRole("region", { name: site.pages.team.chapterLeads })
      .getByRole("listitem");
    for (const member of teamMembers) {
      // A lead's own item is the innermost of the items that hold their name (their chapter's is another).
      const card = (member.chapter ? leads : cards)
        .filter({
          has: page.getByRole("heading", { name: member.name, exact: true }),
        })
        .last();
      await expect(card.getByText(member.role, { exact: true })).toBeVisible();
      // A person without a portrait has their initials, which are no image.
      if (!content.team.find(({ id }) => id === member.id)?.img) continue;
      const portrait = card.getByRole("img", {
        name: member.name,
        exact: true,
      });
      await portrait.scrollIntoViewIfNeeded();
      await expect(portrait).toBeVisible();
      await expect
        .poll(() =>
          portrait.evaluate((image: HTMLImageElement) => image.naturalWidth),
        )
        .toBeGreaterThan(0);
    }
  });

  test("the chapters page shows every chapter with its flag and status", async ({
    page,
  }) => {
    await page.goto("/chapters");
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(chapters.length);
    for (const chapter of chapters) {
      const card = cards.filter({
        has: page.getByRole("heading", { name: chapter.name, exact: true }),
      });
      await expect(
        card.getByText(site.pages.chapters.statusLabel.active, { exact: true }),
      ).toBeVisible();
      const flag = card.getByRole("img", {
        name: `Flag of ${chapter.country}`,
      });
      await flag.scrollIntoViewIfNeeded();
      await expect(flag).toBeVisible();
      // A file of this site's build, loaded as it comes near the screen.
      await expect(flag).toHaveAttribute(
        "src",
        /^\/assets\/flags\/[0-9a-f]{10}\.svg$/,
      );
      await expect(flag).toHaveAttribute("loading", "lazy");
      await expect(flag).toHaveAttribute("width", /^\d+$/);
      await expect(flag).toHaveAttribute("height", /^\d+$/);
      await expect
        .poll(() =>
          flag.evaluate((image: HTMLImageElement) => image.naturalWidth),
        )
        .toBeGreaterThan(0);
    }
  });
});
