import { data } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { readForm } from "~/lib/read-form.server";
import { sectionBySlug, type SectionInfo } from "./sections";

/** A field of a form drawn from a schema ("packages[0].price"), Conform's list buttons, and the editor's own fields. */
const EDITOR_FIELD = /^(?:__intent__|intent|baseVersion|[A-Za-z]+(?:\[\d{1,3}\]|\.[A-Za-z]+)*)$/;

/** The section named in the address, or the editor's 404. */
export function sectionParam(slug: string | undefined): SectionInfo {
  const section = sectionBySlug(slug);
  if (!section) throw data("Nie ma takiej sekcji treści.", { status: 404 });
  return section;
}

/** An editor form's body, read with the same limits as every form; a refusal as the form's error. */
export async function readEditorForm(request: Request) {
  const form = await readForm(request, (name) => EDITOR_FIELD.test(name), { repeated: true });
  if (form.ok) return { ok: true as const, fields: form.fields };
  const result: SubmissionResult<string[]> = { status: "error", error: { "": [form.message] } };
  return { ok: false as const, response: data({ result, baseVersion: 0, conflict: [] as RevisionLine[] }, { status: form.status }) };
}

/** A revision as the editor lists it. */
export type RevisionLine = { id: number; version: number; when: string; summary: string; author: string };
