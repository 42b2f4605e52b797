import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { prunableStylesheet, vocabularyOf, type PrunableStylesheet } from "~/lib/used-css.server";
import { SITE_STYLESHEET_ID } from "~/lib/site-stylesheet";

const OPENING = `<style id="${SITE_STYLESHEET_ID}"`;
const CLOSING = "</style>";

// Every document carries the same stylesheet: it is read into rules once.
let parsed: { css: string; stylesheet: PrunableStylesheet } | undefined;

function stylesheetOf(css: string): PrunableStylesheet {
  if (parsed?.css !== css) parsed = { css, stylesheet: prunableStylesheet(css) };
  return parsed.stylesheet;
}

/** The document with its inline stylesheet cut to the rules that can match its markup. */
export function pruneInlineStylesheet(html: string): string {
  const opening = html.indexOf(OPENING);
  const start = opening < 0 ? -1 : html.indexOf(">", opening) + 1;
  const end = start <= 0 ? -1 : html.indexOf(CLOSING, start);
  if (end < 0) return html;
  const css = html.slice(start, end);
  const markup = html.slice(0, opening) + html.slice(end);
  return html.slice(0, start) + stylesheetOf(css).usedBy(vocabularyOf(markup)) + html.slice(end);
}

/**
 * The same for a streamed document: it is held until React has written all
 * of it, since the stylesheet at its top depends on all that follows. React
 * writes the site's pages in one go (entry.server.tsx: no part of a page
 * waits on data), so nothing is held longer than before. Should the cut
 * fail, the document leaves whole (the whole stylesheet inline) and the
 * failure is reported, rather than the response hanging.
 */
export function pruneInlineStylesheetStream(onError: (error: unknown) => void): Transform {
  const decoder = new StringDecoder("utf8");
  let html = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      html += decoder.write(chunk);
      callback();
    },
    flush(callback) {
      const whole = html + decoder.end();
      try {
        callback(null, pruneInlineStylesheet(whole));
      } catch (error) {
        onError(error);
        callback(null, whole);
      }
    },
  });
}
