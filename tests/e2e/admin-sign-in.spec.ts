import type { Route } from "@playwright/test";
import { config } from "../../src/admin/config";
import { expect, test } from "./fixtures";
import { localBackend } from "./local-backend";

// The live site's sign-in, through the built editor under the production headers (as `npm start`
// serves them): "Login with GitHub" opens Netlify's sign-in page in a popup, which hands the GitHub token
// back through window.opener. Netlify's page, on its own origin, is played here by a page that speaks
// its protocol (netlify-auth-providers' Authenticator, which Decap uses): the popup says
// "authorizing:github", the editor answers, and the popup sends "authorization:github:success:{…}".
// GitHub, reached only once the token is in the editor's hands, is a stand-in at that edge: an empty
// repository that this account may write to. The headers it reads first are the editor's own: its opener
// and content policies, and the word to search engines to leave it out.
const netlify = config.backend.base_url ?? "";
const github = "https://api.github.com";
const repository = config.backend.repo ?? "";
const login = "example-editor";

/** Netlify's sign-in page: it talks to the window that opened it, or says it cannot. */
const signInPage = `<!doctype html>
<html lang="en"><title>Sign in</title>
<p id="status">Signing in…</p>
<script>
  const status = document.getElementById("status");
  if (!window.opener) status.textContent = "The editor's window is out of reach.";
  window.addEventListener("message", (event) => {
    if (event.source !== window.opener || event.data !== "authorizing:github") return;
    const token = JSON.stringify({ token: "example-token", provider: "github" });
    window.opener.postMessage("authorization:github:success:" + token, event.origin);
  });
  window.opener?.postMessage("authorizing:github", "*");
</script>
</html>`;

/** What the editor asks GitHub once signed in, answered as for an empty repository. */
function answerGitHub(route: Route) {
  const { pathname } = new URL(route.request().url());
  const json = (body: unknown, status = 200) =>
    route.fulfill({ status, json: body });
  if (pathname === "/user")
    return json({ login, name: "Example Editor", avatar_url: "" });
  if (pathname === `/repos/${repository}/collaborators/${login}/permission`)
    return json({ permission: "write" });
  if (pathname === `/repos/${repository}`)
    return json({
      full_name: repository,
      owner: { login: repository.split("/")[0] },
      permissions: { push: true },
    });
  if (pathname.startsWith(`/repos/${repository}/pulls`)) return json([]);
  // A folder of content or media, as an empty tree.
  if (pathname.startsWith(`/repos/${repository}/git/trees/`))
    return json({ sha: "0".repeat(40), tree: [], truncated: false });
  return json({ message: "Not Found" }, 404);
}

test("an editor signs in with GitHub through Netlify's popup, under the production headers @desktop", async ({
  page,
  context,
  siteGuard,
}) => {
  siteGuard.allowOrigin(netlify);
  siteGuard.allowOrigin(github);
  // On localhost, Decap first looks for its local backend (`npm run cms`), which is not running here.
  siteGuard.allowOrigin(localBackend);
  siteGuard.expectFailedRequests(`${localBackend}/api/v1`);
  const signIn: string[] = [];
  await context.route(`${netlify}/auth?**`, (route) => {
    signIn.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: signInPage });
  });
  await context.route(`${github}/**`, answerGitHub);

  const response = await page.goto("/admin/");
  await test.step("the editor is served under its own policies, and kept out of search engines", async () => {
    const headers = response?.headers() ?? {};
    // Its own opener policy keeps the link to the popup it opens.
    expect(headers["cross-origin-opener-policy"]).toBe(
      "same-origin-allow-popups",
    );
    const policies = headers["content-security-policy"]?.split(", ") ?? [];
    expect(policies).toHaveLength(1);
    expect(policies[0]).toContain("script-src 'self' 'unsafe-eval';");
    expect(headers["x-robots-tag"]).toBe("noindex");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex",
    );
    const sitemap = await page.request.get("/sitemap.xml");
    expect(await sitemap.text()).not.toContain("/admin");
  });

  await page.getByRole("button", { name: "Login with GitHub" }).click();

  // The token reached the editor: it leaves the sign-in screen for the collections.
  await expect(
    page.getByRole("complementary").getByRole("link", { name: "Chapters" }),
  ).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Login with GitHub" }),
  ).toBeHidden();
  // Netlify was asked for GitHub's sign-in, with the access the configuration asks for.
  expect(signIn).toHaveLength(1);
  expect(new URL(signIn[0] ?? "").searchParams.get("scope")).toBe(
    config.backend.auth_scope,
  );
});
