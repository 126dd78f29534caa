import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CallsToAction } from "./call-to-action";

const partner = {
  id: "partner",
  title: "Made-up partner call",
  lead: "Made-up partner lead.",
  cta: {
    title: "Made-up partner button",
    path: "https://forms.example.org/partner",
  },
};
const community = {
  id: "community",
  title: "Made-up community call",
  lead: "Made-up community lead.",
  cta: { title: "Made-up join button", path: "https://forms.example.org/join" },
};

describe("CallsToAction", () => {
  it("names the partners page beside the partner form, once there is a partner", () => {
    render(
      <CallsToAction
        partner={partner}
        community={community}
        partnersPage={{ title: "Made-up partners", path: "/partners" }}
      />,
    );
    const banner = screen.getByRole("region", { name: partner.title });
    expect(
      within(banner).getByRole("link", { name: "Made-up partners" }),
    ).toHaveAttribute("href", "/partners");
  });

  it("leads to the partner form alone while there is no partner", () => {
    render(<CallsToAction partner={partner} community={community} />);
    const banner = screen.getByRole("region", { name: partner.title });
    expect(within(banner).getAllByRole("link")).toHaveLength(1);
  });
});
