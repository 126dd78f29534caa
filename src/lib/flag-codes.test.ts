// @vitest-environment node
import { iso31661 } from "iso-3166";
import { describe, expect, it } from "vitest";
import flagCodes from "./flag-codes.json" with { type: "json" };
import flags from "./flags.json" with { type: "json" };

describe("the country codes", () => {
  it("are the codes of the flags that are countries, in their order (npm run flags writes both)", () => {
    const countries = new Set(iso31661.map((country) => country.alpha2));
    expect(flagCodes).toEqual(
      Object.keys(flags).filter((code) => countries.has(code)),
    );
  });

  it.each(["AC", "EU", "IC", "TA", "XA", "XC", "XK", "XO", "BQ_BO"])(
    "leave out %s, which has a flag and is no country",
    (code) => {
      expect(Object.keys(flags)).toContain(code);
      expect(flagCodes).not.toContain(code);
    },
  );
});
