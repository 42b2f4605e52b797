// `npm run dev` as a developer uses it: the production server with Vite's
// middleware, run on a copy of the project so that a route module can be
// edited while it runs without touching the sources other tests build from.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startServerProcess, type RunningServer } from "../support/server-process";
import { ADMIN_ENV, signIn } from "./admin";
import { openItemAt, openPart } from "./editor-parts";

test.describe.configure({ mode: "serial" });

/** What `npm run dev` reads: the sources and the configuration; the installed packages are linked. */
const PROJECT_FILES = [
  "app",
  "content",
  "public",
  "server",
  "scripts",
  "server.js",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];
const EDITED_ROUTE = "app/routes/thanks.tsx";

let project: string;
let server: RunningServer;
const cleanups: (() => unknown)[] = [];

/** A copy of the project; its packages linked one by one, so that Vite's cache (node_modules/.vite) is the copy's own. */
function copyProject(): string {
  const copy = mkdtempSync(path.join(tmpdir(), "site-dev-"));
  for (const file of PROJECT_FILES) cpSync(file, path.join(copy, file), { recursive: true });
  mkdirSync(path.join(copy, "node_modules"));
  for (const entry of readdirSync("node_modules")) {
    if (entry !== ".vite") symlinkSync(path.resolve("node_modules", entry), path.join(copy, "node_modules", entry));
  }
  return copy;
}

test.beforeAll(async () => {
  // Vite bundles the browser's dependencies and transforms the server's modules at first start: 20–35 s here.
  test.setTimeout(90_000);
  project = copyProject();
  // A photo cache of the copy's own, empty: what the server encodes is seen there.
  const env = { ...ADMIN_ENV, NODE_ENV: "development", DATABASE_URL: path.join(project, "site.db"), SITE_IMAGES_CACHE_DIR: path.join(project, "photo-cache") };
  server = await startServerProcess(env, cleanups, { cwd: project, nodeOptions: ["--conditions=development"], startTimeoutMs: 80_000 });
});

test.afterAll(() => {
  for (const cleanup of cleanups) cleanup();
  rmSync(project, { recursive: true, force: true });
});

test.use({ baseURL: undefined });

test("answers with the production CSP header and /healthz", async ({ request }) => {
  const health = await request.get(`${server.url}/healthz`);
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: "ok", database: "ok" });
  const page = await request.get(`${server.url}/kontakt`);
  expect(page.status()).toBe(200);
  const csp = page.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("unsafe");
});

test("a photo is encoded when a page asks for it, not before", async ({ request }) => {
  const cache = path.join(project, "photo-cache");
  expect(existsSync(cache) ? readdirSync(cache) : []).toEqual([]);
  const html = await (await request.get(`${server.url}/`)).text();
  for (const [format, type] of Object.entries({ avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" })) {
    const file = html.match(new RegExp(`/assets/images/[\\w-]+\\.${format}`))?.[0];
    const response = await request.get(`${server.url}${file}`);
    expect(response.status(), file).toBe(200);
    expect(response.headers()["content-type"]).toBe(type);
    expect((await response.body()).length).toBeGreaterThan(0);
  }
  expect(readdirSync(cache)).toHaveLength(3);
});

test("the pages hydrate under that policy, without a mismatch, and the editor's Podgląd works", async ({ page, context }) => {
  test.setTimeout(90_000);
  const refused: string[] = [];
  // A mismatch React reports only in development: the browser blanks a nonce attribute the client must still match.
  const problem = /Content Security Policy|hydrated but some attributes/;
  page.on("console", (message) => problem.test(message.text()) && refused.push(message.text()));
  page.on("pageerror", (error) => refused.push(error.message));
  await page.goto(`${server.url}/rezerwacja`);
  await signIn(page, server.url, "/admin");
  await page.getByRole("link", { name: "Treści", exact: true }).click();
  await page.getByRole("link", { name: /Oferta i cennik/ }).click();
  const firstPackage = await openItemAt(await openPart(page, "Pakiety i ceny"), 0);
  await firstPackage.getByLabel("Cena", { exact: true }).fill("175");
  const [preview] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "Podgląd" }).click()]);
  await expect(preview.getByText("Podgląd zmian, których jeszcze nie opublikowano")).toBeVisible();
  await expect(preview.getByText("175 zł").first()).toBeVisible();
  expect(refused).toEqual([]);
});

test("an edited route module answers without a restart, and the open page follows", async ({ page }) => {
  test.setTimeout(90_000);
  // The edit is made once the page listens for it: Vite's client connected, React hydrated.
  const listening = page.waitForEvent("console", (message) => message.text().includes("[vite] connected"));
  await page.goto(`${server.url}/dziekujemy`);
  await listening;
  await expect(page.getByRole("heading", { name: "Co dalej?" })).toBeVisible();
  const route = path.join(project, EDITED_ROUTE);
  writeFileSync(route, readFileSync(route, "utf8").replace("Co dalej?", "Co teraz?"));
  // Hot reload: the open page changes by itself.
  await expect(page.getByRole("heading", { name: "Co teraz?" })).toBeVisible();
  // And the server renders the edited module for the next request.
  const html = await (await fetch(`${server.url}/dziekujemy`)).text();
  expect(html).toContain("Co teraz?");
  expect(server.child.exitCode).toBeNull();
});
