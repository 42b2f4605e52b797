// The installable panel (issue 45) as the server sends it: the panel's pages
// link a manifest scoped to /admin/ that opens on the agenda. Its service
// worker and offline pages are tests/e2e/admin-offline.spec.ts, on the same
// server's settings.
import { expect, test } from "@playwright/test";
import { openPage } from "../support/html-page";
import { ownInboxServer, signInByRequest } from "../e2e/admin";

const server = ownInboxServer();

test("the panel links a manifest scoped to /admin/ that opens on the agenda", async ({ request }) => {
  await signInByRequest(request, server.url);
  const agenda = await openPage(request, `${server.url}/admin/kalendarz`);
  const links = [...agenda.document.querySelectorAll('link[rel="manifest"]')];
  expect(links.map((link) => link.getAttribute("href"))).toEqual(["/admin/manifest.webmanifest"]);
  const response = await request.get(`${server.url}/admin/manifest.webmanifest`);
  expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json\b/);
  const manifest = await response.json();
  expect(manifest).toMatchObject({ name: "Panel trenera", start_url: "/admin/kalendarz", scope: "/admin/", display: "standalone", theme_color: "#111418" });
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(["192x192", "512x512"]);
});
