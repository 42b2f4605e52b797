import { withoutControlCharacters } from "~/lib/control-characters";
import { FORM_READ_PROBLEMS } from "~/lib/read-form.messages";
import { bodyBytes } from "./body-bytes.server";

/** The largest form body we read: the fields' limits with room for encoding. */
export const MAX_FORM_BYTES = 64 * 1024;
/**
 * An oversized body is read to its end and dropped, up to this size, so that
 * the browser (still sending) reads the 413 instead of a reset connection;
 * past it the connection is closed.
 */
const MAX_DRAINED_BYTES = 64 * 1024 * 1024;

export type FormReadResult = { ok: true; fields: URLSearchParams } | { ok: false; status: 400 | 413 | 415; message: string };

/**
 * Reads an urlencoded form body defensively: the right content type, a size
 * cap enforced while reading (not only by Content-Length), valid UTF-8, and
 * only the fields the form has (a list, or a test for forms drawn from a
 * schema), each at most once unless `repeated` (a group of checkboxes).
 * Control characters in values are dropped rather than refused: a refusal
 * sends nothing typed back, and what is dropped was invisible anyway (a name
 * with one is no field of ours, so it is refused below).
 */
export async function readForm(
  request: Request,
  allowedFields: readonly string[] | ((name: string) => boolean),
  { repeated = false }: { repeated?: boolean } = {},
): Promise<FormReadResult> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") {
    // Every form of the site and the panel reads its body here: the messages name no one form.
    return { ok: false, status: 415, message: FORM_READ_PROBLEMS.unsupportedType };
  }
  const tooLarge = { ok: false, status: 413, message: FORM_READ_PROBLEMS.tooLarge } as const;
  const { bytes, size } = await bodyBytes(request, { keep: MAX_FORM_BYTES, drainUpTo: MAX_DRAINED_BYTES });
  if (size > MAX_FORM_BYTES) return tooLarge;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    // Percent-escapes must decode to valid UTF-8 too.
    decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return { ok: false, status: 400, message: FORM_READ_PROBLEMS.invalidCharacters };
  }
  const fields = new URLSearchParams([...new URLSearchParams(text)].map(([name, value]) => [name, withoutControlCharacters(value)]));
  const names = [...fields.keys()];
  const allowed = typeof allowedFields === "function" ? allowedFields : (name: string) => allowedFields.includes(name);
  if (names.some((name) => !allowed(name)) || (!repeated && new Set(names).size !== names.length)) {
    return { ok: false, status: 400, message: FORM_READ_PROBLEMS.unknownFields };
  }
  return { ok: true, fields };
}
