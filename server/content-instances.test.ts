// Two server processes on one PostgreSQL, as in a deployment with several
// instances: a publish on one is served by the other within seconds, and a
// restart serves the latest published content.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { initialContent } from "~/site-content/live-content.server";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database";
import { ensureBuild, startServerProcess } from "../tests/support/server-process";
import { waitFor } from "../tests/support/wait-for";
import { TEST_ADMIN } from "../playwright.config";

const SOURCES = ["server.js", "server/app.ts", "server/page-cache.ts", "server/jobs/services.ts", "app/site-content/live-content.server.ts", "app/routes/admin/content-editor.tsx"];

/** A section as its form posts it: "packages[1].price" = "1100", a ticked box as "on". */
function formFields(value: unknown, name = "", fields = new URLSearchParams()): URLSearchParams {
  if (Array.isArray(value)) value.forEach((item, index) => formFields(item, `${name}[${index}]`, fields));
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) formFields(item, name ? `${name}.${key}` : key, fields);
  else if (value === true) fields.append(name, "on");
  else if (value !== false && value !== null && value !== undefined) fields.append(name, String(value));
  return fields;
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/admin/logowanie`, {
    method: "POST",
    headers: { Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return response.headers.get("set-cookie")!.match(/admin-session=[^;]+/)![0];
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

  it("serves a publish made on one instance from the other within 5 s, and after a restart", async () => {
    const env = { DATABASE_URL: database.url, ADMIN_PASSWORD_HASH: TEST_ADMIN.passwordHash, ADMIN_EMAIL: TEST_ADMIN.email };
    const [first, second] = await Promise.all([startServerProcess(env, cleanups), startServerProcess(env, cleanups)]);
    expect(await pricesOn(second.url)).toContain('"price":"1040"');

    const offer = structuredClone(initialContent().offer);
    offer.packages[1]!.price = 1100;
    const body = formFields(offer);
    body.set("baseVersion", "1");
    const published = await fetch(`${first.url}/admin/tresci/oferta`, {
      method: "POST",
      headers: { Origin: first.url, Cookie: await signIn(first.url), "Content-Type": "application/x-www-form-urlencoded" },
      body,
      redirect: "manual",
    });
    expect(published.status).toBe(303);
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
});
