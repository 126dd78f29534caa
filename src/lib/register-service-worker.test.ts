import { afterEach, describe, expect, it, vi } from "vitest";
import { registerServiceWorker } from "./register-service-worker";

function fakeContainer(register = vi.fn(() => Promise.resolve())) {
  return {
    container: {
      register,
      controller: null,
      addEventListener: vi.fn(),
    } as unknown as ServiceWorkerContainer,
    register,
  };
}

describe("registerServiceWorker", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("waits for the page's load event before registering /sw.js", () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    const { container, register } = fakeContainer();
    registerServiceWorker(container);
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    expect(register).toHaveBeenCalledWith("/sw.js");
  });

  it("registers at once when the page has already loaded", () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
    const { container, register } = fakeContainer();
    registerServiceWorker(container);
    expect(register).toHaveBeenCalledOnce();
  });

  it("does nothing in a browser without service workers, and lets a refusal pass", async () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
    expect(() => registerServiceWorker(undefined)).not.toThrow();
    const refused = vi.fn(() => Promise.reject(new Error("SecurityError")));
    registerServiceWorker(fakeContainer(refused).container);
    await expect(refused.mock.results[0]?.value).rejects.toThrow();
  });
});
