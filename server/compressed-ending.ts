// A page compressed once, whose last bytes differ per response: the
// compressed start is kept open (flushed, not finished) and each response
// appends its own ending to it uncompressed, which both formats allow, so a
// response costs a copy instead of a compression of the whole page.
import { promisify } from "node:util";
import { brotliCompress, constants, crc32, deflateRaw } from "node:zlib";

/** Both formats store a raw block of at most 64 KiB in one piece. */
const MAX_ENDING = 0xffff;

export type OpenStart = {
  /** The start as it is. */
  identity: Buffer;
  /** A brotli stream of the start, flushed to a byte boundary and not finished. */
  br: Buffer;
  /** The deflate blocks of the start, flushed, none of them final; `crc` is the start's CRC-32. */
  deflate: Buffer;
  crc: number;
};

const brotli = promisify(brotliCompress);
const deflate = promisify(deflateRaw);

/** Compresses in libuv's threads, as hard as each format goes unless told a lower brotli quality: done once per page. */
export async function openStart(start: Buffer, brotliQuality: number = constants.BROTLI_MAX_QUALITY): Promise<OpenStart> {
  const [br, deflated] = await Promise.all([
    brotli(start, {
      finishFlush: constants.BROTLI_OPERATION_FLUSH,
      params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }),
    deflate(start, { level: constants.Z_BEST_COMPRESSION, finishFlush: constants.Z_SYNC_FLUSH }),
  ]);
  return { identity: start, br, deflate: deflated, crc: crc32(start) };
}

function checkLength(ending: Buffer) {
  if (ending.length === 0 || ending.length > MAX_ENDING) throw new RangeError(`an ending of ${ending.length} bytes`);
}

/**
 * RFC 7932: an uncompressed meta-block (ISLAST 0, four nibbles of MLEN − 1,
 * ISUNCOMPRESSED 1, padded to the byte), its bytes, then an empty last
 * meta-block (ISLAST 1, ISLASTEMPTY 1).
 */
export function brotliWithEnding(start: OpenStart, ending: Buffer): Buffer {
  checkLength(ending);
  const header = ((ending.length - 1) << 3) | (1 << 19);
  return Buffer.concat([start.br, Buffer.from([header & 0xff, (header >> 8) & 0xff, header >> 16]), ending, Buffer.from([0b11])]);
}

/** RFC 1951/1952: a final stored block after the start's blocks, inside a gzip member with the whole text's CRC-32 and length. */
export function gzipWithEnding(start: OpenStart, ending: Buffer): Buffer {
  checkLength(ending);
  const stored = Buffer.alloc(5);
  stored.writeUInt8(1, 0);
  stored.writeUInt16LE(ending.length, 1);
  stored.writeUInt16LE(~ending.length & 0xffff, 3);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(ending, start.crc), 0);
  trailer.writeUInt32LE((start.identity.length + ending.length) % 2 ** 32, 4);
  const header = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
  return Buffer.concat([header, start.deflate, stored, ending, trailer]);
}
