import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deferBoot, deferBootStream } from "./defer-boot.server";

const HTML =
  '<head><link data-after-paint="" rel="stylesheet" href="/assets/app.css"/><link rel="stylesheet" href="/assets/admin.css"/>' +
  '<link rel="modulepreload" href="/assets/a.js"/><link rel="preload" as="font" href="/f.woff2"/></head>' +
  '<body>Zażółć<script nonce="abc" type="module" async="">import "/assets/żółw.js";</script></body>';
const EXPECTED =
  '<head><link data-after-paint="" rel="stylesheet-after-paint" href="/assets/app.css"/><link rel="stylesheet" href="/assets/admin.css"/>' +
  '<link rel="modulepreload-after-paint" href="/assets/a.js"/><link rel="preload" as="font" href="/f.woff2"/></head>' +
  '<body>Zażółć<script nonce="abc" type="text/plain" data-boot-after-paint="">import "/assets/żółw.js";</script></body>';

describe("deferBoot", () => {
  it("leaves module preloads, the module start-up script and the whole stylesheet inert, and nothing else", () => {
    expect(deferBoot(HTML)).toBe(EXPECTED);
  });

  it("gives the same result streamed, however the chunks fall (inside tags and letters)", async () => {
    const bytes = Buffer.from(HTML);
    for (const size of [1, 2, 3, 7, 13, 25, 64, bytes.length]) {
      const chunks = [];
      for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.subarray(start, start + size));
      expect(await text(Readable.from(chunks).pipe(deferBootStream())), `chunks of ${size} bytes`).toBe(EXPECTED);
    }
  });
});
