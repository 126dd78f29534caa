import type { Locator, Page } from "@playwright/test";
import { expect, mainNav, openMenuIfCollapsed, test } from "./fixtures";
import {
  chapters,
  copyright,
  event,
  eventLink,
  footerColumns,
  forms,
  hero,
  initiatives,
  missionFeatures,
  navItems,
  podcastUrl,
  routes,
  socialNetworks,
  teamMembers,
} from "./site-facts";

/** An outbound link: a new tab, and no access to this page from there. */
async function expectNewTab(link: Locator) {
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
  await expect(link).toHaveAttribute("rel", /\bnoreferrer\b/);
}

/** The header: the six items with their targets, then "Support Us" in a new tab. */
async function expectSiteHeader(page: Page) {
  await expect(page.getByRole("banner")).toBeVisible();
  await openMenuIfCollapsed(page);
  await expect(mainNav(page).getByRole("link")).toHaveText([
    ...navItems.map((item) => item.name),
    /^Support Us/,
  ]);
  for (const item of navItems) {
    const link = mainNav(page).getByRole("link", {
      name: item.name,
      exact: true,
    });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", item.href);
  }
  const support = mainNav(page).getByRole("link", { name: /^Support Us/ });
  await expect(support).toBeVisible();
  await expect(support).toHaveAttribute("href", forms.partner);
  await expectNewTab(support);
}

/** The footer: three columns of plain text, the copyright line, three social links. */
async function expectSiteFooter(page: Page) {
  const footer = page.getByRole("contentinfo");
  for (const column of footerColumns) {
    await expect(
      footer.getByRole("heading", { name: column.title, exact: true }),
    ).toBeVisible();
    for (const entry of column.entries) {
      await expect(footer.getByText(entry, { exact: true })).toBeVisible();
      await expect(
        footer.getByRole("link", { name: entry, exact: true }),
      ).toHaveCount(0);
    }
  }
  await expect(footer.getByText(copyright, { exact: true })).toBeVisible();
  await expect(footer.getByRole("link")).toHaveCount(socialNetworks.length);
  for (const network of socialNetworks) {
    const link = footer.getByRole("link", { name: network.name });
    await expect(link).toBeVisible();
    expect(new URL((await link.getAttribute("href")) ?? "").host).toBe(
      network.host,
    );
    await expectNewTab(link);
  }
}

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
    await expectSiteHeader(page);
    await expectSiteFooter(page);
  });
}

test.describe("home page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("opens with the hero and its join link", async ({ page }) => {
    await expect(page.getByText(hero.tagline, { exact: true })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 1, name: hero.headline }),
    ).toBeVisible();
    const getInvolved = page.getByRole("link", { name: /^Get Involved/ });
    await expect(getInvolved).toBeVisible();
    await expect(getInvolved).toHaveAttribute("href", forms.join);
    await expectNewTab(getInvolved);
  });

  test("stacks its sections in the order of the specification", async ({
    page,
  }) => {
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "Our Mission",
      "Our Research & Initiatives",
      /Quantum Currents|Podcast/i,
      "Join the Quantum Revolution",
      "Be a part of our Community!",
      "Contact Us",
    ]);
    await expect(
      main.getByRole("region", { name: "Our Mission" }),
    ).toHaveAttribute("id", "about");
    await expect(
      main.getByRole("region", { name: "Our Research & Initiatives" }),
    ).toHaveAttribute("id", "research-initiatives");
    await expect(
      main.getByRole("region", { name: "Contact Us" }),
    ).toHaveAttribute("id", "contact");
  });

  test("shows four mission cards and five initiative cards", async ({
    page,
  }) => {
    const about = page.getByRole("region", { name: "Our Mission" });
    await expect(about.getByRole("heading", { level: 3 })).toHaveText([
      ...missionFeatures,
    ]);
    const joinCommunity = about.getByRole("link", {
      name: /^Join Our Community/,
    });
    await expect(joinCommunity).toHaveAttribute("href", forms.join);
    await expectNewTab(joinCommunity);

    const research = page.getByRole("region", {
      name: "Our Research & Initiatives",
    });
    await expect(research.getByRole("heading", { level: 3 })).toHaveText([
      ...initiatives,
    ]);
  });

  test("links to the podcast, the partner form and the community form", async ({
    page,
  }) => {
    const badge = page.getByRole("link", { name: /Spotify/ });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute("href", podcastUrl);
    await expectNewTab(badge);

    const partner = page.getByRole("region", {
      name: "Join the Quantum Revolution",
    });
    const partnerLink = partner.getByRole("link", { name: /^Be Our Partner/ });
    await expect(partnerLink).toHaveAttribute("href", forms.partner);
    await expectNewTab(partnerLink);

    const community = page.getByRole("region", {
      name: "Be a part of our Community!",
    });
    const joinLink = community.getByRole("link");
    await expect(joinLink).toHaveAttribute("href", forms.join);
    await expectNewTab(joinLink);
  });
});

test("the event page shows the past workshop with its poster and two closed links", async ({
  page,
}) => {
  await page.goto("/event");
  await expect(
    page.getByRole("heading", { level: 1, name: "Our Events" }),
  ).toBeVisible();
  const poster = page.getByRole("img", { name: /poster/i });
  await expect(poster).toBeVisible();
  await expect(poster).toHaveAttribute("alt", /QML4Africa/);
  expect(
    await poster.evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBeGreaterThan(0);
  await expect(page.getByText(event.date, { exact: true })).toBeVisible();
  await expect(
    page.getByText(`${event.city}, ${event.country}`, { exact: true }),
  ).toBeVisible();
  const register = page.getByRole("link", {
    name: /^Registration page \(closed\)/,
  });
  const submit = page.getByRole("link", {
    name: /^Abstract submission \(closed\)/,
  });
  for (const link of [register, submit]) {
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", eventLink);
    await expectNewTab(link);
  }
});

test("the team page shows three members with their portraits", async ({
  page,
}) => {
  await page.goto("/our-team");
  await expect(
    page.getByRole("heading", { level: 1, name: "Our Team" }),
  ).toBeVisible();
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(teamMembers.length);
  for (const member of teamMembers) {
    const card = cards.filter({
      has: page.getByRole("heading", { name: member.name }),
    });
    await expect(card.getByText(member.role, { exact: true })).toBeVisible();
    const portrait = card.getByRole("img", { name: member.name, exact: true });
    await portrait.scrollIntoViewIfNeeded();
    await expect(portrait).toBeVisible();
    await expect
      .poll(() =>
        portrait.evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0);
  }
});

test("the chapters page shows six active chapters with their flags", async ({
  page,
}) => {
  await page.goto("/chapters");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(chapters.length);
  for (const chapter of chapters) {
    const card = cards.filter({
      has: page.getByRole("heading", { name: chapter.name, exact: true }),
    });
    await expect(card.getByText("Active", { exact: true })).toBeVisible();
    const flag = card.getByRole("img", { name: `Flag of ${chapter.name}` });
    await flag.scrollIntoViewIfNeeded();
    await expect(flag).toBeVisible();
    // Written into the page: no request, to this site or any other.
    await expect(flag).toHaveAttribute("src", /^data:image\/svg\+xml,/);
    await expect(flag).toHaveAttribute("width", /^\d+$/);
    await expect(flag).toHaveAttribute("height", /^\d+$/);
    await expect
      .poll(() =>
        flag.evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0);
  }
});
