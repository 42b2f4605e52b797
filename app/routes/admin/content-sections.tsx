import { useSyncExternalStore } from "react";
import { href, Link } from "react-router";
import type { Route } from "./+types/content-sections";
import { adminMeta } from "~/admin";
import { requireAdmin } from "~/admin/index.server";
import { getDatabase } from "~/db/database.server";
import { formatDateTime } from "~/lib/format";
import { typeset as t } from "~/lib/typeset";
import { latestRevisions } from "~/site-content/index.server";
import { readDraft } from "~/content-editor";
import { sections } from "~/site-content";
import { REACH_PAGE } from "~/reach";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Treści strony", matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const latest = new Map((await latestRevisions(await getDatabase())).map((revision) => [revision.section, revision]));
  return {
    sections: sections.map(({ key, slug, title, shows }) => {
      const revision = latest.get(key);
      return { key, slug, title, shows, changed: revision ? `${formatDateTime(revision.created_at)}: ${revision.summary}` : null };
    }),
  };
}

/** The sections with changes kept on this device, not yet published: read once the page is in the browser. */
function useSectionsWithDrafts(): ReadonlySet<string> {
  const keys = useSyncExternalStore(
    (changed) => {
      window.addEventListener("storage", changed);
      return () => window.removeEventListener("storage", changed);
    },
    () =>
      sections
        .filter(({ key }) => readDraft(key))
        .map(({ key }) => key)
        .join(" "),
    () => "",
  );
  return new Set(keys.split(" "));
}

export default function ContentSectionsPage({ loaderData }: Route.ComponentProps) {
  const withDrafts = useSectionsWithDrafts();
  return (
    <>
      <h1 className="admin-heading">Treści strony</h1>
      <p className="admin-lead">{t("Wybierz, co chcesz zmienić. Każda zmiana trafia na stronę po „Opublikuj”, a w historii możesz ją cofnąć.")}</p>
      <p className="admin-button-row">
        <Link to={href("/admin/zdjecia")} className="admin-button">
          Zdjęcia: dodaj nowe
        </Link>
        <Link to={href("/admin/polecanie")} className="admin-button">
          {t(REACH_PAGE.title)}
        </Link>
      </p>
      <ul className="editor-sections">
        {loaderData.sections.map((section) => (
          <li key={section.slug}>
            <Link to={href("/admin/tresci/:section", { section: section.slug })} className="editor-section-link">
              <span className="admin-subheading">{t(section.title)}</span>
              <span className="editor-hint">{t(`Na stronie: ${section.shows}`)}</span>
              {section.changed && <span className="editor-hint">{t(`Ostatnia zmiana ${section.changed}`)}</span>}
              {withDrafts.has(section.key) && <span className="editor-draft-badge">{t("Nieopublikowane zmiany na tym urządzeniu")}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
