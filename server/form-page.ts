// A page with a form, sent from the page cache: rendered once, compressed
// once, and each response ends with the form's own submission key and signed
// stamp (docs/decisions/012-contact-page-from-the-cache.md).
import type { Request, Response } from "express";
import type { Encoding } from "./compressed-variants";
import { brotliWithEnding, gzipWithEnding, openStart, type OpenStart } from "./compressed-ending";
import { inlineSources, type InlineSources } from "./security-headers";

export type FormPage = { kind: "form"; start: OpenStart; inline: InlineSources };

/** Where each response's inputs go: the document's last bytes are the same for every response. */
const DOCUMENT_END = "</body></html>";
const DOCUMENT_END_BYTES = Buffer.from(DOCUMENT_END);

/**
 * The one query parameter that changes a form page: the contact form's
 * preselected service. Each of its valid values has its own rendering; any
 * other value gets the page without one, as the loader would give it.
 */
export const FORM_PAGE_QUERY = "usluga";

/**
 * A variant opened with a preselected service (a link from /oferta) is
 * compressed at brotli 7: 3.5 ms instead of 73 ms for quality 11 (13.6
 * against 12.5 KB), measured on the contact page's 64 KB. There are as many
 * variants as services, each made again on every start and publish.
 */
const VARIANT_BROTLI_QUALITY = 7;

export async function formPage(html: Buffer, { variant }: { variant: boolean }): Promise<FormPage> {
  const text = html.toString("utf8");
  if (!text.endsWith(DOCUMENT_END)) throw new Error(`A form page must end with ${DOCUMENT_END}`);
  const start = html.subarray(0, html.length - DOCUMENT_END_BYTES.length);
  return { kind: "form", start: await openStart(start, variant ? VARIANT_BROTLI_QUALITY : undefined), inline: inlineSources(text) };
}

/** The cache address of a form page's variant. */
export function formPageAddress(pagePath: string, preselected: string | undefined): string {
  return preselected === undefined ? pagePath : `${pagePath}?${FORM_PAGE_QUERY}=${encodeURIComponent(preselected)}`;
}

/** The variant a request asks for, or the plain page. */
export function requestedFormPageAddress(req: Request): string {
  const value = req.query[FORM_PAGE_QUERY];
  return formPageAddress(req.path, typeof value === "string" ? value : undefined);
}

/** This response's bytes: the page's compressed start, then its own inputs and the document's end. */
export function formPageBody(page: FormPage, encoding: Encoding | undefined, inputs: string): Buffer {
  const ending = Buffer.concat([Buffer.from(inputs), DOCUMENT_END_BYTES]);
  if (encoding === "br") return brotliWithEnding(page.start, ending);
  if (encoding === "gzip") return gzipWithEnding(page.start, ending);
  return Buffer.concat([page.start.identity, ending]);
}

/** Sends it: new tokens in every response, so nothing for a cache to keep or revalidate. */
export function sendFormPage(res: Response, body: Buffer) {
  res.setHeader("Content-Length", body.length);
  // Node's HTTP server leaves the body out of an answer to HEAD.
  res.end(body);
}
