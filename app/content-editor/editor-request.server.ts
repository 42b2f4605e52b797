import { data } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { positiveInteger } from "~/lib/positive-integer";
import { readForm } from "~/lib/read-form.server";
import { z } from "~/lib/zod";
import { sectionBySlug, type SectionInfo } from "~/site-content";
import { LIST_CHANGE_FAILED, SECTION_GONE, UNKNOWN_BASE_VERSION } from "./editor.messages";

/** A field of a form drawn from a schema ("packages[0].price"): at most 1000 items in a list. */
const FIELD_PATH = /^[A-Za-z]+(?:\[\d{1,3}\]|\.[A-Za-z]+)*$/;
/** Those, Conform's list buttons, and the editor's own fields. */
const isEditorField = (name: string) => name === "__intent__" || name === "intent" || name === "baseVersion" || FIELD_PATH.test(name);

const listName = z.string().regex(FIELD_PATH);
const listIndex = z.number().int().min(0).max(999);
/** What the editor's list buttons send without JavaScript (draw-field.tsx): add, remove, move. */
const listIntent = z.discriminatedUnion("type", [
  z.object({ type: z.literal("insert"), payload: z.object({ name: listName, defaultValue: z.unknown(), index: listIndex.optional() }) }),
  z.object({ type: z.literal("remove"), payload: z.object({ name: listName, index: listIndex }) }),
  z.object({ type: z.literal("reorder"), payload: z.object({ name: listName, from: listIndex, to: listIndex }) }),
]);

/**
 * Whether Conform can apply the form's list button, if any: it throws on
 * anything but JSON of a known intent, and on a list name that is not a list.
 */
function hasUsableIntent(fields: URLSearchParams): boolean {
  const intent = fields.get("__intent__");
  if (intent === null) return true;
  try {
    if (!listIntent.safeParse(JSON.parse(intent)).success) return false;
    parseWithZod(fields, { schema: z.unknown() });
    return true;
  } catch {
    return false;
  }
}

/** The section named in the address, or the editor's 404. */
export function sectionParam(slug: string | undefined): SectionInfo {
  const section = sectionBySlug(slug);
  if (!section) throw data(SECTION_GONE, { status: 404 });
  return section;
}

/** The form's error; the base version goes back into the form (0 when there is none to keep). */
function refusal(status: number, message: string, baseVersion = 0) {
  const result: SubmissionResult<string[]> = { status: "error", error: { "": [message] } };
  return { ok: false as const, response: data({ result, baseVersion, conflict: [] as RevisionLine[] }, { status }) };
}

/**
 * An editor form's body, read with the same limits as every form, with a
 * list button Conform can apply and a base version that can be looked up;
 * a refusal as the form's error.
 */
export async function readEditorForm(request: Request) {
  const form = await readForm(request, isEditorField, { repeated: true });
  if (!form.ok) return refusal(form.status, form.message);
  const given = form.fields.get("baseVersion");
  const baseVersion = positiveInteger(given);
  if (given !== null && baseVersion === null) return refusal(400, UNKNOWN_BASE_VERSION);
  if (!hasUsableIntent(form.fields)) return refusal(400, LIST_CHANGE_FAILED, baseVersion ?? 0);
  return { ok: true as const, fields: form.fields };
}

/** A revision as the editor lists it. */
export type RevisionLine = { id: number; version: number; when: string; summary: string; author: string };
