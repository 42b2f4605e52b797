import { parseWithZod } from "@conform-to/zod/v4";
import type { Route } from "./+types/content-preview";
import { requireAdmin } from "~/admin/index.server";
import { cspNonceContext } from "~/lib/request-context";
import { readEditorForm, sectionParam } from "~/content-editor/index.server";
import { editorSchema, fromEditorValue } from "~/site-content";
import { contentFor } from "~/site-content/index.server";
import { polishErrors } from "~/content-editor";
import { renderPreview } from "~/site-content/index.server";
import { sectionSchemas } from "~/site-content";
import { typeset } from "~/lib/typeset";

const PRIVATE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

function plainPage(status: number, message: string): Response {
  const html = `<!doctype html><html lang="pl"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Podgląd</title><p>${typeset(message)}</p></html>`;
  return new Response(html, { status, headers: { ...PRIVATE, "Content-Type": "text/html; charset=utf-8" } });
}

// "Podgląd": the section's page rendered from the form as it is now, for the
// signed-in owner only (the layout's guard and requireAdmin), never stored.
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireAdmin(request);
  const section = sectionParam(params.section);
  const form = await readEditorForm(request);
  if (!form.ok) return plainPage(400, "Nie udało się odczytać formularza. Wróć do edytora i spróbuj ponownie.");
  const submission = parseWithZod(form.fields, { schema: editorSchema(section.key), error: polishErrors });
  if (submission.status !== "success") {
    return plainPage(400, "W formularzu są błędy: wróć do karty z edytorem, popraw pola oznaczone na czerwono i wtedy otwórz podgląd.");
  }
  const draft = { ...contentFor(context), [section.key]: sectionSchemas[section.key].parse(fromEditorValue(section.key, submission.value)) };
  const page = await renderPreview(section.previewPath, draft, context.get(cspNonceContext));
  const headers = new Headers(page.headers);
  for (const [name, value] of Object.entries(PRIVATE)) headers.set(name, value);
  return new Response(page.body, { status: page.status, headers });
}

export function loader() {
  // Reached only by the editor's "Podgląd" button, which posts the form.
  return plainPage(405, "Podgląd otwiera się przyciskiem „Podgląd” w edytorze treści.");
}
