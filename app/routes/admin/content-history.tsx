import { data, Form, href, Link, redirect } from "react-router";
import type { Route } from "./+types/content-history";
import { adminMeta } from "~/admin";
import { AdminPager } from "~/admin";
import { requireAdmin } from "~/admin/index.server";
import { positiveInteger } from "~/lib/positive-integer";
import { toastHeaders } from "~/admin/index.server";
import { getDatabase } from "~/db/database.server";
import { formatDateTime } from "~/lib/format";
import { pageParam, withPage } from "~/lib/paging";
import { forMonths } from "~/lib/polish-phrases";
import { readForm } from "~/lib/read-form.server";
import { typeset as t } from "~/lib/typeset";
import { logger } from "~/logger.server";
import { listChanges, summarizeChanges } from "~/site-content";
import { findRevision, historyPage, latestRevision, revisionAtVersion, revisionDocument } from "~/site-content/index.server";
import { sectionParam } from "~/content-editor/index.server";
import { toEditorValue } from "~/site-content";
import { contentFor } from "~/site-content/index.server";
import { panelAuthor } from "~/site-content";
import { publishContent } from "~/site-content/index.server";
import { REVISION_MONTHS } from "~/site-content/index.server";
import { afterBookingPublish } from "~/scheduling/index.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => adminMeta(loaderData ? `Historia: ${loaderData.title}` : "Historia zmian", matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const section = sectionParam(params.section);
  const { revisions, current, page, pageCount } = await historyPage(await getDatabase(), section.key, pageParam(new URL(request.url).searchParams));
  return {
    slug: section.slug,
    title: section.title,
    current,
    page,
    pageCount,
    keptFor: forMonths(REVISION_MONTHS),
    revisions: revisions.map((revision) => ({
      id: revision.id,
      version: revision.version,
      when: formatDateTime(revision.created_at),
      summary: revision.summary,
      author: revision.author,
    })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await requireAdmin(request);
  const section = sectionParam(params.section);
  const back = href("/admin/tresci/:section/historia", { section: section.slug });
  const form = await readForm(request, ["revision", "baseVersion"]);
  if (!form.ok) throw data(form.message, { status: form.status });
  const db = await getDatabase();
  const revisionId = positiveInteger(form.fields.get("revision"));
  const revision = revisionId === null ? undefined : await findRevision(db, section.key, revisionId);
  const current = await latestRevision(db, section.key);
  if (!revision || !current) throw data("Nie ma takiej wersji tej sekcji.", { status: 404 });
  // The publish writes the version after this one: only a version the section has may be its base.
  const baseVersion = positiveInteger(form.fields.get("baseVersion"));
  if (baseVersion === null || !(await revisionAtVersion(db, section.key, baseVersion))) {
    const message = "Nie przywrócono: nie wiadomo, od której wersji tej sekcji zaczęła się ta zmiana. Sprawdź listę poniżej i spróbuj jeszcze raz.";
    return redirect(back, { status: 303, headers: await toastHeaders(message) });
  }
  const restored = revisionDocument(section.key, revision);
  const changes = listChanges(section.key, toEditorValue(section.key, revisionDocument(section.key, current)), toEditorValue(section.key, restored));
  if (changes.length === 0) return redirect(back, { status: 303, headers: await toastHeaders("Ta wersja jest już na stronie.") });
  const summary = `Przywrócono wersję z ${formatDateTime(revision.created_at)}: ${summarizeChanges(changes)}`;
  const published = await publishContent(db, {
    section: section.key,
    baseVersion,
    document: restored,
    summary,
    author: panelAuthor(contentFor(context).trainer.gender),
    restoredFrom: revision.id,
  });
  if (!published.ok) {
    const message =
      published.reason === "stale"
        ? "Nie przywrócono: w międzyczasie opublikowano inną zmianę tej sekcji. Sprawdź listę poniżej i spróbuj jeszcze raz."
        : published.message.replace("Nie opublikowano", "Nie przywrócono");
    return redirect(back, { status: 303, headers: await toastHeaders(message) });
  }
  logger.info({ section: section.key, version: published.revision.version, restoredFrom: revision.id }, "Przywrócono wersję treści");
  const bookingsNote = await afterBookingPublish(db, section.key, contentFor(context).booking);
  return redirect(back, { status: 303, headers: await toastHeaders(`Opublikowano. ${summary}.${bookingsNote}`) });
}

export default function ContentHistoryPage({ loaderData }: Route.ComponentProps) {
  const { slug, title, current, revisions, page, pageCount, keptFor } = loaderData;
  return (
    <>
      <Link to={href("/admin/tresci/:section", { section: slug })} className="admin-back">
        {t(`← ${title}`)}
      </Link>
      <h1 className="admin-heading">{t(`Historia: ${title}`)}</h1>
      <p className="admin-lead">
        {t(`Każda publikacja jest tu zapisana ${keptFor}, a wersja, która jest teraz na stronie — zawsze. „Przywróć” publikuje wybraną wersję jako nową.`)}
      </p>
      <ol className="editor-history">
        {revisions.map((revision) => (
          <li key={revision.id} className="editor-revision">
            <p className="font-bold">
              {revision.when}
              {revision.version === current && " — teraz na stronie"}
            </p>
            <p>{t(revision.summary)}</p>
            <p className="editor-hint">{t(`Autor: ${revision.author}`)}</p>
            {revision.version !== current && (
              <Form method="post" replace>
                <input type="hidden" name="revision" value={revision.id} />
                <input type="hidden" name="baseVersion" value={current} />
                <button type="submit" className="admin-button">
                  Przywróć tę wersję
                </button>
              </Form>
            )}
          </li>
        ))}
      </ol>
      <AdminPager
        page={page}
        pageCount={pageCount}
        href={(to) => withPage(href("/admin/tresci/:section/historia", { section: slug }), to)}
        label="Strony historii"
      />
    </>
  );
}
