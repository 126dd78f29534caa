import { describe, expect, it } from "vitest";
import { organizationJsonLd } from "./structured-data";

const site = {
  name: "Example Quantum Club",
  url: "https://club.example.org",
  description: "A club that is only an example.",
};

describe("organizationJsonLd", () => {
  it("names the profiles that are set, and no network's home page", () => {
    const data = organizationJsonLd({
      ...site,
      socialLinks: [
        {
          id: "linkedin",
          link: "https://www.linkedin.com/company/example-club/",
        },
        { id: "instagram", link: "https://www.instagram.com/" },
        { id: "x", link: "https://x.com" },
      ],
    });
    expect(data).toHaveProperty("sameAs", [
      "https://www.linkedin.com/company/example-club/",
    ]);
  });

  it("is on the site's own address", () => {
    const data = organizationJsonLd({ ...site, socialLinks: [] });
    expect(data).toMatchObject({
      url: "https://club.example.org",
      logo: "https://club.example.org/icons/icon-512.png",
      sameAs: [],
    });
  });
});
