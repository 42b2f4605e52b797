// Compress once (assets at build, cached pages when they are rendered), as
// hard as brotli and gzip go, instead of on every request at the fast
// settings a server can afford.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const COMPRESSIBLE = new Set([".html", ".data", ".js", ".css", ".svg", ".json", ".webmanifest", ".ico", ".txt", ".xml"]);
/** Below this the headers cost more than compression saves. */
const MIN_BYTES = 512;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const ENCODINGS = [
  { encoding: "br", extension: ".br" },
  { encoding: "gzip", extension: ".gz" },
] as const;

export type Encoding = (typeof ENCODINGS)[number]["encoding"];

/** Brotli and gzip copies of a text, each only where it is smaller than the text itself. */
export async function compressedVariants(content: Buffer): Promise<Partial<Record<Encoding, Buffer>>> {
  if (content.length < MIN_BYTES) return {};
  const [br, gzip] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const variants: Record<Encoding, Buffer> = { br, gzip };
  return Object.fromEntries(Object.entries(variants).filter(([, compressed]) => compressed.length < content.length));
}

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
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(files.map(compress));
}
