// Facts about the site that the browser tests share.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { tmpdir } from "node:os";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { publicPages } from "../../app/lib/public-pages";
import { site as initialFiles } from "../../content/index";
import { resolveContent } from "../../app/site-content/resolve-content";
import { sectionSchemas, type SectionDocuments } from "../../app/site-content/sections";
import { TEST_ADMIN, TEST_SITE_URL } from "../../playwright.config";

/** The initial content as the pages show it: validated, and every derived fact filled in (placeholders, prices from the price list). */
const site = resolveContent(Object.fromEntries(Object.entries(sectionSchemas).map(([key, schema]) => [key, schema.parse(initialFiles[key as keyof typeof initialFiles])])) as SectionDocuments);

export { publicPages, site, TEST_ADMIN, TEST_SITE_URL };

export const pagesByPath = {
  "/": site.pages.home,
  "/oferta": site.pages.offer,
  "/galeria": site.pages.gallery,
  "/osiagniecia": site.pages.achievements,
  "/kontakt": site.pages.contact,
  "/rezerwacja": site.pages.booking,
  "/polityka-prywatnosci": site.pages.privacy,
  "/dziekujemy": site.pages.thanks,
} as const;

/** Makes the page report a slow or metered connection before any script runs. */
export async function emulateConnection(page: Page, connection: { effectiveType: string; saveData: boolean }) {
  await page.addInitScript((value) => {
    const target = Object.assign(new EventTarget(), value);
    Object.defineProperty(Navigator.prototype, "connection", { configurable: true, get: () => target });
    (window as unknown as { __connection: typeof target }).__connection = target;
  }, connection);
}

/** Waits until React has hydrated the page, so clicks are client navigations. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.documentElement as unknown as Record<string, unknown>;
    return Object.keys(root).some((key) => key.startsWith("__reactContainer") || key.startsWith("__reactFiber"));
  });
}

export type FormTokens = { submissionKey: string; stamp: string };

/** A fresh submission key and time stamp from the contact page, as a browser would get them. */
export async function formTokens(request: APIRequestContext, baseURL = ""): Promise<FormTokens> {
  const html = await (await request.get(`${baseURL}/kontakt`)).text();
  const value = (name: string) => html.match(new RegExp(`name="${name}" value="([^"]+)"`))![1]!;
  return { submissionKey: value("submissionKey"), stamp: value("stamp") };
}

/** A stamp is only accepted 3 s after it was issued; make it look that old. */
export async function humanPause() {
  await new Promise((resolve) => setTimeout(resolve, 3100));
}

export type TestServer = {
  url: string;
  databaseFile: string;
  /** What the server has written to standard output and error so far, line by line. */
  output: string[];
  stop(): void;
  /** Resolves once the process has exited (its port and database are free). */
  stopped: Promise<void>;
};

/**
 * Another server process from the same build, with its own database and
 * settings, for what the shared test server must not be put through (a rate
 * limit or a lockout of 127.0.0.1, the inbox switched off).
 */
export async function startTestServer(port: number, env: Record<string, string>): Promise<TestServer> {
  const databaseFile = path.join(tmpdir(), `site-e2e-${port}-${Date.now()}.db`);
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SITE_URL: `http://127.0.0.1:${port}`, DATABASE_URL: databaseFile, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stopped = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => output.push(line));
  }
  const url = `http://127.0.0.1:${port}`;
  // Up to 30 s: a start renders every page and its pictures, and the machine may be busy with other specs.
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/`)).ok) return { url, databaseFile: env.DATABASE_URL ?? databaseFile, output, stop: () => void child.kill("SIGTERM"), stopped };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill("SIGTERM");
  throw new Error(`the test server on port ${port} did not start`);
}
