import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { hydrateInPage, prerenderInPage } from "../test/prerendered";
import { HydrationProvider, useAfterHydration } from "./use-after-hydration";

/** Says which form it renders, and which it rendered first. */
function Probe({ label = "probe" }: { label?: string }) {
  const hydrated = useAfterHydration();
  const [first] = useState(hydrated);
  return (
    <p aria-label={label} data-first={String(first)}>
      {hydrated ? "scripted" : "prerendered"}
    </p>
  );
}

describe("useAfterHydration", () => {
  it("is false in the prerendered HTML", () => {
    expect(
      renderToString(
        <HydrationProvider>
          <Probe />
        </HydrationProvider>,
      ),
    ).toContain("prerendered");
  });

  it("hydrates the prerendered form without a mismatch, then renders the scripted one", () => {
    const page = (
      <HydrationProvider>
        <Probe />
      </HydrationProvider>
    );
    const recovered = hydrateInPage(prerenderInPage(page), page);
    expect(screen.getByLabelText("probe")).toHaveTextContent("scripted");
    expect(recovered).not.toHaveBeenCalled();
  });

  it("is true from the first render for a component that mounts after hydration", () => {
    function Page({ more }: { more: boolean }) {
      return (
        <HydrationProvider>
          <Probe />
          {more && <Probe label="later" />}
        </HydrationProvider>
      );
    }
    const { rerender } = render(<Page more={false} />);
    act(() => rerender(<Page more />));
    expect(screen.getByLabelText("later")).toHaveAttribute(
      "data-first",
      "true",
    );
  });

  it("is true outside a provider, as in a page React already runs", () => {
    render(<Probe />);
    expect(screen.getByLabelText("probe")).toHaveTextContent("scripted");
  });
});
