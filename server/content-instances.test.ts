// Server processes on one database: two instances on one PostgreSQL see each
// other's publish within seconds, a restart serves the latest content, and an
// export loaded into an empty database gives the same pages.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { initialContent } from "~/site-content/live-content.server";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database";
import { ensureBuild, freePort, startServerProcess } from "../tests/support/server-process";
import { waitFor } from "../tests/support/wait-for";
import { TEST_ADMIN } from "../playwright.config";
import { formFields } from "../scripts/form-fields.ts";
import { signInToServer } from "../tests/support/admin-session";

const SOURCES = [
  "scripts/content-export.ts",
  "scripts/content-import.ts",
  "app/site-content/content-archive.server.ts",
  "server.js",
  "server/app.ts",
  "server/site-router.ts",
  "server/page-cache.ts",
  "server/jobs/services.ts",
  "app/site-content/live-content.server.ts",
  "app/routes/admin/content-editor.tsx",
];

async function publishOffer(url: string, offer: unknown, baseVersion: number, origin = url) {
  const body = formFields(offer);
  body.set("baseVersion", String(baseVersion));
  return fetch(`${url}/admin/tresci/oferta`, {
    method: "POST",
    headers: { Origin: origin, Cookie: await signInToServer(url, origin), "Content-Type": "application/x-www-form-urlencoded" },
    body,
    redirect: "manual",
  });
}

const pricesOn = async (url: string) => (await (await fetch(`${url}/oferta`)).text()).match(/"price":"\d+"/g);

describe("several instances on one PostgreSQL", () => {
  const cleanups: (() => unknown)[] = [];
  let database: TestDatabase;
  beforeAll(async () => {
    ensureBuild(SOURCES);
    database = await createTestDatabase("postgres");
  }, 600_000);
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await database.drop();
  });

  // Three starts of the built server (two instances, then a restart): most of its time.
  it("serves a publish made on one instance from the other within 5 s, and after a restart", async () => {
    const env = { DATABASE_URL: database.url, ADMIN_PASSWORD_HASH: TEST_ADMIN.passwordHash, ADMIN_EMAIL: TEST_ADMIN.email };
    const [first, second] = await Promise.all([startServerProcess(env, cleanups), startServerProcess(env, cleanups)]);
    expect(await pricesOn(second.url)).toContain('"price":"1040"');

    const offer = structuredClone(initialContent().offer);
    offer.packages[1]!.price = 1100;
    expect((await publishOffer(first.url, offer, 1)).status).toBe(303);
    const at = Date.now();
    // The instance that took the publish answers it only once its pages show it.
    expect(await pricesOn(first.url)).toContain('"price":"1100"');
    await waitFor(async () => (await pricesOn(second.url))?.includes('"price":"1100"'), { what: "the other instance to show the new price", timeoutMs: 5_000 });
    expect(Date.now() - at).toBeLessThan(5_000);

    second.child.kill("SIGTERM");
    await second.exited;
    const restarted = await startServerProcess(env, cleanups);
    expect(await pricesOn(restarted.url)).toContain('"price":"1100"');
  }, 60_000);

  // Two starts of the built server, one per database, to compare their pages: most of its time.
  it("gives the same pages, byte for byte, after an export is loaded into an empty database", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "site-export-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const [from, to] = [path.join(dir, "from.db"), path.join(dir, "to.db")];
    // One address for both, in turn, so that the pages may be equal.
    const port = String(await freePort());
    const env = { PORT: port, SITE_URL: `http://127.0.0.1:${port}`, ADMIN_PASSWORD_HASH: TEST_ADMIN.passwordHash, ADMIN_EMAIL: TEST_ADMIN.email };
    const original = await startServerProcess({ ...env, DATABASE_URL: from }, cleanups);
    const offer = structuredClone(initialContent().offer);
    offer.packages[0]!.price = 170;
    offer.notes.push("Karta Multisport nie obejmuje treningów personalnych.");
    expect((await publishOffer(original.url, offer, 1)).status).toBe(303);
    const pages = ["/", "/oferta", "/galeria", "/osiagniecia", "/polityka-prywatnosci", "/dziekujemy", "/oferta.data"];
    const served = async (url: string) => Promise.all(pages.map(async (page) => Buffer.from(await (await fetch(`${url}${page}`)).arrayBuffer())));
    const before = await served(original.url);
    original.child.kill("SIGTERM");
    await original.exited;

    const run = (script: string, database: string) => {
      const result = spawnSync(process.execPath, [script, path.join(dir, "kopia")], { env: { ...process.env, DATABASE_URL: database }, encoding: "utf8" });
      expect(result.status, result.stderr).toBe(0);
    };
    run("scripts/content-export.ts", from);
    run("scripts/content-import.ts", to);
    const copy = await startServerProcess({ ...env, DATABASE_URL: to }, cleanups);
    const after = await served(copy.url);
    pages.forEach((page, index) => expect(after[index]!.equals(before[index]!), page).toBe(true));
    expect(await pricesOn(copy.url)).toContain('"price":"170"');
  }, 90_000);
});
