// Pre-rendered pages are files: no per-response nonce can reach their inline
// scripts and style, so their Content-Security-Policy lists the hashes of
// exactly the inline code each page holds, written once at build.
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { InlineSources } from "../server/security-headers";

/** Page address → its inline sources, as server/static-files.ts reads it. */
export type CspHashes = Record<string, InlineSources>;

// Inline scripts, but not JSON-LD, which browsers never run. (The inert
// start-up script, type="text/plain", is included: it runs once woken.)
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

function hash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The CSP sources that allow exactly the inline scripts and styles of this HTML. */
export function inlineSources(html: string): InlineSources {
  const hashes = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((match) => hash(match[1] ?? "")))];
  return { scripts: hashes(INLINE_SCRIPT), styles: hashes(INLINE_STYLE) };
}

/** Writes the hashes of every pre-rendered page (dir/index.html) next to the server build. */
export async function writeCspHashes(clientDir: string, pagePaths: string[], outputFile: string): Promise<void> {
  const hashes: CspHashes = {};
  for (const page of pagePaths) {
    const html = await readFile(path.join(clientDir, page, "index.html"), "utf8");
    hashes[page] = inlineSources(html);
  }
  await writeFile(outputFile, JSON.stringify(hashes, null, 2));
}
