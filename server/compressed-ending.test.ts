import { randomBytes } from "node:crypto";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { brotliWithEnding, gzipWithEnding, openStart } from "./compressed-ending";

const page = Buffer.from(`<!DOCTYPE html><html lang="pl"><body>${"<p>Trening personalny w Przykładowie — zadzwoń!</p>".repeat(2000)}`);

describe("a page compressed once with an ending of its own per response", async () => {
  const start = await openStart(page);

  it("decompresses to the start and the ending, in brotli and in gzip, for each of many endings", () => {
    for (let i = 0; i < 50; i++) {
      const ending = Buffer.from(`<input type="hidden" name="submissionKey" value="${randomBytes(18).toString("base64url")}"></body></html>`);
      const whole = Buffer.concat([page, ending]);
      expect(brotliDecompressSync(brotliWithEnding(start, ending)).equals(whole)).toBe(true);
      expect(gunzipSync(gzipWithEnding(start, ending)).equals(whole)).toBe(true);
    }
  });

  it("costs the ending's bytes over a whole compression, not more", () => {
    const ending = Buffer.from('<input type="hidden" name="stamp" value="1790000000000.abcdefghijklmnopqrstuvwxyz0123"></body></html>');
    const whole = brotliCompressSync(Buffer.concat([page, ending])).length;
    expect(brotliWithEnding(start, ending).length).toBeLessThan(whole + ending.length + 16);
  });

  it("handles the longest ending a raw block holds, and refuses a longer or an empty one", () => {
    const longest = Buffer.alloc(0xffff, "a");
    expect(brotliDecompressSync(brotliWithEnding(start, longest)).subarray(page.length).equals(longest)).toBe(true);
    expect(gunzipSync(gzipWithEnding(start, longest)).subarray(page.length).equals(longest)).toBe(true);
    expect(() => brotliWithEnding(start, Buffer.alloc(0x10000))).toThrow(RangeError);
    expect(() => gzipWithEnding(start, Buffer.alloc(0))).toThrow(RangeError);
  });
});
