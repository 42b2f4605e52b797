import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { AFTER_PAINT_ATTRIBUTE, INERT_BOOT_ATTRIBUTE, INERT_PRELOAD_REL, STYLESHEET_AFTER_PAINT_REL } from "~/lib/boot-after-paint";

/** React Router's markup, as <Scripts /> writes it, and the root's whole stylesheet, and what they become. */
const REPLACEMENTS: [string, string][] = [
  ['<link rel="modulepreload"', `<link rel="${INERT_PRELOAD_REL}"`],
  ['type="module" async=""', `type="text/plain" ${INERT_BOOT_ATTRIBUTE}=""`],
  [`<link ${AFTER_PAINT_ATTRIBUTE}="" rel="stylesheet"`, `<link ${AFTER_PAINT_ATTRIBUTE}="" rel="${STYLESHEET_AFTER_PAINT_REL}"`],
];
const LONGEST = Math.max(...REPLACEMENTS.map(([from]) => from.length));

/** Leaves the page's module preloads, start-up script and whole stylesheet for BOOT_AFTER_PAINT to wake. */
export function deferBoot(html: string): string {
  return REPLACEMENTS.reduce((text, [from, to]) => text.replaceAll(from, to), html);
}

/** Where to cut so that a tag split across chunks waits for the next one. */
function safeEnd(text: string): number {
  for (let length = Math.min(LONGEST - 1, text.length); length > 0; length--) {
    const tail = text.slice(text.length - length);
    if (REPLACEMENTS.some(([from]) => from.startsWith(tail))) return text.length - length;
  }
  return text.length;
}

/**
 * The same for a streamed page, whatever the chunk boundaries. What React
 * writes in one go (the whole page, here) leaves as one chunk: compressing
 * dozens of 2 KB pieces one by one cost more than rendering the page.
 */
export function deferBootStream(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let ready = "";
  let scheduled = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = deferBoot(pending + decoder.write(chunk));
      const end = safeEnd(text);
      pending = text.slice(end);
      ready += text.slice(0, end);
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          if (ready) this.push(ready);
          ready = "";
        });
      }
      callback();
    },
    flush(callback) {
      const rest = ready + deferBoot(pending + decoder.end());
      ready = "";
      callback(null, rest);
    },
  });
}
