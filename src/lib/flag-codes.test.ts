// @vitest-environment node
import { describe, expect, it } from "vitest";
import flagCodes from "./flag-codes.json" with { type: "json" };
import flags from "./flags.json" with { type: "json" };

describe("the country codes", () => {
  it("are the codes of the flags, in their order (npm run flags writes both)", () => {
    expect(flagCodes).toEqual(Object.keys(flags));
  });
});
