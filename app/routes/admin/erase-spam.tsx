import { Form, href, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/erase-spam";
import { requireAdmin } from "~/admin/index.server";
import { toastHeaders } from "~/admin/index.server";
import { getDatabase } from "~/db/database.server";
import { countByStatus, eraseSpam } from "~/admin/index.server";
import { adminMeta } from "~/admin";
import { enquiryCount } from "~/lib/polish-phrases";
import { spamToErase } from "~/admin";
import { typeset as t } from "~/lib/typeset";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Usuwanie spamu", matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { spam: (await countByStatus(await getDatabase())).spam };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const erased = await eraseSpam(await getDatabase());
  const message = erased > 0 ? `Spam usunięty: ${enquiryCount(erased)}.` : "Nie było spamu do usunięcia.";
  return redirect(`${href("/admin")}?status=spam`, { status: 303, headers: await toastHeaders(message) });
}

export default function EraseSpamPage({ loaderData }: Route.ComponentProps) {
  const erasing = useNavigation().state === "submitting";
  if (loaderData.spam === 0) {
    return (
      <>
        <h1 className="admin-heading">Nie ma spamu</h1>
        <p className="admin-section">
          <Link to={href("/admin")} className="admin-button">
            Wróć do skrzynki
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h1 className="admin-heading">Usunąć cały spam?</h1>
      <div className="admin-card">
        <p>{t(`${spamToErase(loaderData.spam)} z bazy na zawsze. Przejrzyj je wcześniej: czasem trafi tam prawdziwy klient.`)}</p>
        <Form method="post" className="admin-button-row">
          <button type="submit" className="admin-button admin-button-danger" disabled={erasing}>
            Usuń cały spam
          </button>
          <Link to={`${href("/admin")}?status=spam`} className="admin-button">
            Anuluj
          </Link>
        </Form>
      </div>
    </>
  );
}
