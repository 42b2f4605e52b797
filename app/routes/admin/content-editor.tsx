import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, Link, redirect } from "react-router";
import type { Route } from "./+types/content-editor";
import { adminMeta } from "~/admin";
import { requireAdmin } from "~/admin/index.server";
import { toastHeaders } from "~/admin/index.server";
import { getDatabase } from "~/db/database.server";
import { formatDateTime, formatPrice } from "~/lib/format";
import { typeset as t } from "~/lib/typeset";
import { logger } from "~/logger.server";
import { listChanges, summarizeChanges } from "~/site-content";
import { latestRevision, revisionAtVersion, revisionDocument } from "~/site-content/index.server";
import { publishContent } from "~/site-content/index.server";
import { readEditorForm, sectionParam, type RevisionLine } from "~/content-editor/index.server";
import { fieldsHolding } from "~/content-editor";
import { editorSchema, fromEditorValue, toEditorValue } from "~/site-content";
import { contentFor } from "~/site-content/index.server";
import { panelAuthor } from "~/site-content";
import { TEXT_SECTIONS } from "~/site-content";
import { FACTS } from "~/site-content";
import { factValuesOf } from "~/site-content";
import { afterBookingPublish } from "~/scheduling/index.server";
import { noticeBelowCutoffWarning } from "~/scheduling";
import { polishErrors } from "~/content-editor";
import { SectionForm } from "~/content-editor";
import { fillSlugsFromNames } from "~/content-editor";
import { useSectionDraft } from "~/content-editor";
import { OpenPartsContext, useOpenParts } from "~/content-editor";
import { DraftOffer, MergeConflicts } from "~/content-editor";
import { LeaveGuard } from "~/components/leave-guard";
import { photoOptions } from "~/photos/index.server";
import { PrivateCalendarSection } from "~/private-calendar";
import { privateCalendarView } from "~/private-calendar/index.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => adminMeta(loaderData ? `Treści: ${loaderData.title}` : "Treści", matches);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request);
  const section = sectionParam(params.section);
  // From the database, not this instance's copy: the version to start from is the newest anywhere.
  const revision = await latestRevision(await getDatabase(), section.key);
  if (!revision) throw data("Treść tej sekcji jeszcze nie jest w bazie. Uruchom serwer ponownie.", { status: 503 });
  return {
    key: section.key,
    slug: section.slug,
    title: section.title,
    shows: section.shows,
    version: revision.version,
    value: toEditorValue(section.key, revisionDocument(section.key, revision)),
    photos: await photoOptions(),
    // The price list as published: a booking service names one of its items.
    packages: contentFor(context).offer.packages.map((item) => ({ value: item.slug, label: `${item.name} — ${formatPrice(item.price)}` })),
    warning: section.key === "booking" ? noticeBelowCutoffWarning(contentFor(context).booking) : "",
    // The booking settings carry the private calendar's own small form under the editor.
    privateCalendar: section.key === "booking" ? await privateCalendarView(await getDatabase(), new Date()) : null,
    // What a text here may name instead of typing it, with what it says now.
    facts: TEXT_SECTIONS.includes(section.key)
      ? [...factValuesOf(contentFor(context))].map(([placeholder, value]) => ({
          placeholder,
          value,
          meaning: FACTS.find((fact) => fact.placeholder === placeholder)!.meaning,
        }))
      : [],
  };
}

function conflictLine(revision: { id: number; version: number; created_at: string; summary: string; author: string }): RevisionLine {
  return { id: revision.id, version: revision.version, when: formatDateTime(revision.created_at), summary: revision.summary, author: revision.author };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await requireAdmin(request);
  const section = sectionParam(params.section);
  const form = await readEditorForm(request);
  if (!form.ok) return form.response;
  const baseVersion = Number(form.fields.get("baseVersion"));
  const submission = parseWithZod(fillSlugsFromNames(form.fields), { schema: editorSchema(section.key), error: polishErrors });
  const none: RevisionLine[] = [];
  // A list button without JavaScript (add, move, remove) comes back as the form, changed, unsaved.
  if (submission.status !== "success") {
    return data({ result: submission.reply(), baseVersion, conflict: none }, { status: submission.status === "error" ? 400 : 200 });
  }
  const db = await getDatabase();
  const base = Number.isInteger(baseVersion) ? await revisionAtVersion(db, section.key, baseVersion) : undefined;
  if (!base) {
    const result = submission.reply({ formErrors: ["Nie wiadomo, od której wersji zaczęła się ta zmiana. Otwórz sekcję ponownie."] });
    return data({ result, baseVersion, conflict: none }, { status: 400 });
  }
  const changes = listChanges(section.key, toEditorValue(section.key, revisionDocument(section.key, base)), submission.value);
  if (changes.length === 0) {
    return redirect(href("/admin/tresci/:section", { section: section.slug }), {
      status: 303,
      headers: await toastHeaders("Nic się nie zmieniło: nie było czego publikować."),
    });
  }
  const summary = summarizeChanges(changes);
  const published = await publishContent(db, {
    section: section.key,
    baseVersion,
    document: fromEditorValue(section.key, submission.value),
    summary,
    // Who publishes from the panel: its one owner.
    author: panelAuthor(contentFor(context).trainer.gender),
  });
  if (!published.ok && published.reason === "stale") {
    const result = submission.reply({
      formErrors: [
        "Nie opublikowano: w międzyczasie ktoś (inna karta albo inne urządzenie) opublikował zmianę w tej sekcji — jest opisana niżej. Twoje poprawki zostały w formularzu i na tym urządzeniu. Otwórz sekcję ponownie i wybierz „Przywróć zmiany”: zostaną naniesione na aktualną treść.",
      ],
    });
    return data({ result, baseVersion, conflict: published.newer.map(conflictLine) }, { status: 409 });
  }
  if (!published.ok) {
    // Said at the form and beside each field that names a missing photo; everything typed stays.
    const fieldErrors =
      published.reason === "photos"
        ? Object.fromEntries(fieldsHolding(submission.value, published.photos).map((name) => [name, ["Nie ma takiego zdjęcia w bibliotece. Wybierz inne."]]))
        : published.reason === "facts"
          ? published.fields
          : {};
    const formError =
      published.reason === "facts" && Object.keys(published.fields).length > 0 ? "Nie opublikowano: popraw pola oznaczone niżej." : published.message;
    const result = submission.reply({ formErrors: [formError], fieldErrors });
    return data({ result, baseVersion, conflict: none }, { status: 409 });
  }
  logger.info({ section: section.key, version: published.revision.version, revision: published.revision.id }, "Opublikowano zmianę treści");
  const bookingsNote = await afterBookingPublish(db, section.key, contentFor(context).booking);
  const warning = published.warning ? ` ${published.warning}` : "";
  return redirect(href("/admin/tresci/:section", { section: section.slug }), {
    status: 303,
    headers: await toastHeaders(`Opublikowano. ${summary}.${bookingsNote}${warning}`),
  });
}

export default function ContentEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { key, slug, title, shows, version, value } = loaderData;
  const parts = useOpenParts();
  const draft = useSectionDraft(key, version, actionData);
  return (
    <>
      <Link to={href("/admin/tresci")} className="admin-back">
        ← Wszystkie treści
      </Link>
      <h1 className="admin-heading">{t(title)}</h1>
      <p className="admin-lead">
        {t(`Gdzie na stronie: ${shows}.`)}{" "}
        <Link to={href("/admin/tresci/:section/historia", { section: slug })} className="admin-link">
          {t("Historia zmian i przywracanie")}
        </Link>
      </p>
      {loaderData.warning && (
        <p className="admin-lead" role="note">
          {t(loaderData.warning)}
        </p>
      )}
      {loaderData.facts.length > 0 && (
        <details className="editor-facts">
          <summary>{t("Wstawki: godziny, czasy i zasady z ustawień")}</summary>
          <p className="admin-lead">
            {t("Zamiast wpisywać je w tekst, wpisz wstawkę w nawiasach klamrowych — strona sama wstawi aktualną wartość i zmieni ją razem z ustawieniami.")}
          </p>
          <dl>
            {loaderData.facts.map((fact) => (
              <div key={fact.placeholder}>
                <dt>
                  <code>{fact.placeholder}</code>
                  {t(` — ${fact.meaning}`)}
                </dt>
                <dd>{t(`teraz: „${fact.value}”`)}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
      <OpenPartsContext.Provider value={parts}>
        {draft.offer && <DraftOffer draft={draft.offer} newer={draft.offerIsOlder} onRestore={draft.restore} onDiscard={draft.discard} />}
        {draft.start && <MergeConflicts section={key} conflicts={draft.start.conflicts} />}
        <SectionForm
          // A new version (after a publish) or a restored draft starts a fresh form.
          key={draft.formKey}
          section={key}
          defaultValue={(draft.start?.value as Record<string, unknown> | undefined) ?? value}
          lastResult={draft.start ? undefined : actionData?.result}
          baseVersion={draft.start ? version : (actionData?.baseVersion ?? version)}
          previewAction={href("/admin/tresci/:section/podglad", { section: slug })}
          photos={loaderData.photos}
          packages={loaderData.packages}
          onValueChange={draft.onValueChange}
          onPublish={draft.onPublish}
        >
          {actionData?.conflict.length ? (
            <div className="editor-revision">
              <h2 className="admin-subheading">Zmiana opublikowana w międzyczasie</h2>
              <ul>
                {actionData.conflict.map((line) => (
                  <li key={line.id}>{t(`${line.when}: ${line.summary}`)}</li>
                ))}
              </ul>
              <Link to={href("/admin/tresci/:section", { section: slug })} className="admin-button">
                Otwórz sekcję ponownie
              </Link>
            </div>
          ) : null}
        </SectionForm>
        <LeaveGuard
          unsaved={draft.unsaved}
          onDiscard={draft.discardAndLeave}
          title="Zmiany nie są opublikowane"
          description="Jeśli wyjdziesz, zmiany w tej sekcji przepadną. Zostań, aby je opublikować, albo odrzuć je i przejdź dalej."
        />
      </OpenPartsContext.Provider>
      {key === "booking" && <PrivateCalendarSection calendar={loaderData.privateCalendar} back={href("/admin/tresci/:section", { section: slug })} />}
    </>
  );
}
