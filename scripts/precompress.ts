// The build's step: brotli and gzip copies of the client's assets, made with
// the server's own settings (server/compressed-variants.ts) once, at build.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { compressedVariants, ENCODINGS } from "../server/compressed-variants";

const COMPRESSIBLE = new Set([".html", ".data", ".js", ".css", ".svg", ".json", ".webmanifest", ".ico", ".txt", ".xml"]);

async function compress(file: string): Promise<void> {
  const variants = await compressedVariants(await readFile(file));
  for (const { encoding, extension } of ENCODINGS) {
    const compressed = variants[encoding];
    if (compressed) await writeFile(file + extension, compressed);
  }
}

/** Writes file.br and file.gz beside every compressible file under `dir`. */
export async function precompress(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name))).map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(files.map(compress));
}
