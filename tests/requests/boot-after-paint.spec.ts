// Decision 018: a page's JavaScript is fetched after its first paint, by
// leaving the module preloads and start-up script that React Router's
// <Scripts/> writes inert on the server (app/lib/defer-boot.server.ts) and
// waking them in the browser (app/lib/boot-after-paint.ts). Should React
// Router write that markup differently, the rewrite would stop matching and
// the scripts would quietly load before the first paint again: these tests
// check the built site's real pages, so they fail instead.
import { expect, test } from "@playwright/test";
import { publicPages } from "../../app/lib/public-pages";

for (const { path } of publicPages) {
  test(`${path}: every script React Router wrote is left for after the first paint`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    expect(html, "React Router's <Scripts/> wrote a module preload that the rewrite did not match").not.toContain('rel="modulepreload"');
    expect(html, "React Router's <Scripts/> wrote a start-up script that the rewrite did not match").not.toMatch(/<script[^>]*type="module"/);
    expect(html.match(/rel="modulepreload-after-paint"/g)?.length ?? 0).toBeGreaterThan(0);
    expect(html.match(/data-boot-after-paint=""/g)).toHaveLength(1);
  });
}
