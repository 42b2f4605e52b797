import { href, Link } from "react-router";
import type { Route } from "./+types/offline";
import { requireAdmin } from "~/admin/index.server";
import { adminMeta, OFFLINE_PAGE } from "~/admin";
import type { StaticDocumentHandle } from "~/hooks/use-static-document";
import { typeset as t } from "~/lib/typeset";

// Plain links, no scripts: shown at other pages' addresses (app/hooks/use-static-document.ts).
export const handle: StaticDocumentHandle = { staticDocument: true };

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(OFFLINE_PAGE.title, matches);

// Stored by the panel's worker when it installs, and shown by it for a panel page never opened before, offline.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function Offline() {
  return (
    <>
      <h1 className="admin-heading">{OFFLINE_PAGE.title}</h1>
      <p className="admin-lead">{t(OFFLINE_PAGE.lead)}</p>
      <p>
        {t(OFFLINE_PAGE.agenda)} <Link to={href("/admin/kalendarz")}>{OFFLINE_PAGE.agendaLink}</Link>.
      </p>
    </>
  );
}
