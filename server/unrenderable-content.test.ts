// Content that is published is content that renders, with the server as it
// runs: the editor refuses a photo the site does not have (nothing is
// published, the field says why); content that reaches the database anyway
// (an old import, a photo lost from the database) never replaces working
// pages, and a server starting on it still starts, on the last content that
// renders, and says so in /healthz and in the panel.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { initialContent } from "~/site-content/live-content.server";
import { publishSection } from "~/site-content/content-store.server";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database";
import { ensureBuild, startServerProcess } from "../tests/support/server-process";
import { waitFor } from "../tests/support/wait-for";
import { TEST_ADMIN } from "../playwright.config";
import { formFields } from "../scripts/form-fields.ts";
import { signInToServer } from "../tests/support/admin-session";

const SOURCES = [
  "server.js",
  "server/app.ts",
  "server/site-router.ts",
  "server/healthz.ts",
  "app/site-content/live-content.server.ts",
  "app/site-content/publish-content.server.ts",
  "app/routes/admin/content-editor.tsx",
];
const ENV = { ADMIN_PASSWORD_HASH: TEST_ADMIN.passwordHash, ADMIN_EMAIL: TEST_ADMIN.email, CONTENT_POLL_MS: "200" };

const health = async (url: string) => (await (await fetch(`${url}/healthz`)).json()) as { content: { status: string; unrenderedVersion?: number } };

describe("content that does not render", () => {
  const cleanups: (() => unknown)[] = [];
  let database: TestDatabase;
  beforeAll(async () => {
    ensureBuild(SOURCES);
    database = await createTestDatabase("sqlite");
  }, 600_000);
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await database.drop();
  });

  // Two starts of the built server (the second is the restart it checks): most of its time.
  it("is refused by the editor, kept out of service when it arrives anyway, and does not stop a restart", async () => {
    const env = { ...ENV, DATABASE_URL: database.url };
    const server = await startServerProcess(env, cleanups);
    const gallery = initialContent().gallery;
    const [first, ...rest] = gallery;

    // The editor: a photo name the library does not have.
    const body = formFields({ items: [{ ...first!, photo: "nie-ma-takiego.jpg" }, ...rest] });
    body.set("baseVersion", "1");
    const refused = await fetch(`${server.url}/admin/tresci/galeria`, {
      method: "POST",
      headers: { Origin: server.url, Cookie: await signInToServer(server.url), "Content-Type": "application/x-www-form-urlencoded" },
      body,
      redirect: "manual",
    });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("„nie-ma-takiego.jpg” nie ma w bibliotece");
    expect((await database.db.selectFrom("content_revisions").select("id").where("section", "=", "gallery").execute()).length).toBe(1);

    // The same content written to the database behind the editor's back.
    const bad = await publishSection(database.db, {
      section: "gallery",
      baseVersion: 1,
      document: [{ ...first!, photo: "nie-ma-takiego.jpg" }, ...rest],
      summary: "import",
      author: "test",
    });
    if (!bad.ok) throw new Error("not written");
    await waitFor(async () => (await health(server.url)).content.status === "stale", { what: "the instance to notice the content", timeoutMs: 10_000 });
    expect((await health(server.url)).content).toMatchObject({ status: "stale", unrenderedVersion: bad.revision.id });
    const page = await fetch(`${server.url}/galeria`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(first!.photo.replace(/\.jpg$/, ""));

    // A restart on that content: the server starts, on the last content that renders, and tells the owner.
    server.child.kill("SIGKILL");
    await server.exited;
    const restarted = await startServerProcess(env, cleanups);
    expect((await fetch(`${restarted.url}/galeria`)).status).toBe(200);
    expect((await health(restarted.url)).content).toMatchObject({ status: "stale", unrenderedVersion: bad.revision.id });
    const panel = await (await fetch(`${restarted.url}/admin`, { headers: { Cookie: await signInToServer(restarted.url) } })).text();
    expect(panel).toContain("Ostatnia opublikowana zmiana treści nie daje się wyświetlić");
  }, 120_000);
});
