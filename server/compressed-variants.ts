// Compress once (assets at build, cached pages when they are rendered), as
// hard as brotli and gzip go, instead of on every request at the fast
// settings a server can afford. The build's step is scripts/precompress.ts.
// Pages a publish renders go live compressed fast, then hard (page-cache.ts):
// brotli's top quality is 70% of a publish's time (docs/performance.md).
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/** Below this the headers cost more than compression saves. */
const MIN_BYTES = 512;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const ENCODINGS = [
  { encoding: "br", extension: ".br" },
  { encoding: "gzip", extension: ".gz" },
] as const;

export type Encoding = (typeof ENCODINGS)[number]["encoding"];

/** "best": as small as brotli and gzip make it; "fast": brotli at quality 5, some 10% larger in a fiftieth of the time. */
export type Effort = "best" | "fast";

const BROTLI_QUALITY: Record<Effort, number> = { best: constants.BROTLI_MAX_QUALITY, fast: 5 };

/** Brotli and gzip copies of a text, each only where it is smaller than the text itself. */
export async function compressedVariants(content: Buffer, effort: Effort = "best"): Promise<Partial<Record<Encoding, Buffer>>> {
  if (content.length < MIN_BYTES) return {};
  const [br, gzip] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const variants: Record<Encoding, Buffer> = { br, gzip };
  return Object.fromEntries(Object.entries(variants).filter(([, compressed]) => compressed.length < content.length));
}
