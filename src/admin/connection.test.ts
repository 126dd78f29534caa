// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { ConnectionLost, explainLostConnections } from "./connection";

describe("explainLostConnections", () => {
  it("says what a network failure means, and that nothing is lost", async () => {
    const target = {
      fetch: vi
        .fn<typeof fetch>()
        .mockRejectedValue(new TypeError("Failed to fetch")),
    };
    explainLostConnections(target);
    const error = await target.fetch("/api").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConnectionLost);
    expect(String(error)).toMatch(
      /^the connection was lost .* are still here: save again/,
    );
  });

  it("leaves answers and aborted requests as they are", async () => {
    const aborted = new DOMException("aborted", "AbortError");
    const response = new Response("ok");
    const target = {
      fetch: vi
        .fn<typeof fetch>()
        .mockResolvedValueOnce(response)
        .mockRejectedValueOnce(aborted),
    };
    explainLostConnections(target);
    await expect(target.fetch("/a")).resolves.toBe(response);
    await expect(target.fetch("/b")).rejects.toBe(aborted);
  });
});
