// The photos' files the build made (scripts/site-images.ts): every one a
// public page names, in every width and format, is served as an image, and
// so is each page's picture for sharing. Request-level: no browser needed.
import { expect, test } from "@playwright/test";
import { publicPages } from "../e2e/site";

const CONTENT_TYPES: Record<string, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

test("every photo file a public page names is served, with its type", async ({ request }) => {
  const files = new Set<string>();
  for (const { path } of publicPages) {
    const html = await (await request.get(path)).text();
    for (const [file] of html.matchAll(/\/assets\/images\/[\w-]+\.(avif|webp|jpg)/g)) files.add(file);
    for (const [, picture] of html.matchAll(/<meta property="og:image" content="https?:\/\/[^/"]+(\/og\/[a-z]+\.jpg)"/g)) files.add(picture!);
  }
  // Every photo of the initial content in three formats, one width or more each, and the pictures for sharing.
  expect(files.size).toBeGreaterThan(100);
  const missing: string[] = [];
  for (const file of files) {
    const response = await request.get(file);
    const type = CONTENT_TYPES[file.split(".").pop()!];
    if (response.status() !== 200 || response.headers()["content-type"] !== type || (await response.body()).length === 0) missing.push(file);
  }
  expect(missing).toEqual([]);
});
