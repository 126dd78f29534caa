// @module-tag content
// The contact form's thank-you page, as built: Netlify answers the form's post with it, so it is there
// exactly while messages are delivered (content/site.json's contactDelivery "netlify"); without delivery
// nothing was sent, and no page says that a message has reached the team (a link to it is refused by the
// loader, and links.test.ts checks that every link resolves).
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { site } from "../../src/content/site";
import { contactSentPath, homeSections } from "../../src/lib/site-paths";
import { pageRoutes, readBuilt } from "./build-output";

const delivered = site.contactDelivery === "netlify";
const form = new JSDOM(readBuilt("index.html")).window.document.querySelector(
  `#${homeSections.contact} form`,
);

describe("the contact form's thank-you page", () => {
  it("is built exactly while messages are delivered", () => {
    expect(pageRoutes.includes(contactSentPath)).toBe(delivered);
  });

  it("is where the home page's form posts, and only while it is built", () => {
    expect(form).not.toBeNull();
    expect(form?.getAttribute("action") ?? undefined).toBe(
      delivered ? contactSentPath : undefined,
    );
  });
});
