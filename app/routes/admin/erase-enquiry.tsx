import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/erase-enquiry";
import { requireAdmin } from "~/admin/admin-auth.server";
import { ENQUIRY_GONE, idParam } from "~/admin/admin-params.server";
import { toastHeaders } from "~/admin/admin-toast.server";
import { getDatabase } from "~/db/database.server";
import { eraseEnquiry, getEnquiry } from "~/admin/inbox.server";
import { adminMeta } from "~/admin/admin-meta";
import { formatDateTime } from "~/lib/format";

export const meta: Route.MetaFunction = () => adminMeta("Usuwanie zapytania");

// A page of its own rather than a dialog: the confirmation works without JavaScript too.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const found = await getEnquiry(await getDatabase(), idParam(params.id, ENQUIRY_GONE));
  if (!found) throw data(ENQUIRY_GONE, { status: 404 });
  const { enquiry } = found;
  return { id: enquiry.id, name: enquiry.name, received: formatDateTime(enquiry.created_at), mailCount: found.mails.length };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const erased = await eraseEnquiry(await getDatabase(), idParam(params.id, ENQUIRY_GONE));
  const message = erased ? "Zapytanie usunięte na zawsze." : "To zapytanie było już usunięte.";
  return redirect("/admin", { status: 303, headers: await toastHeaders(message) });
}

export default function EraseEnquiryPage({ loaderData }: Route.ComponentProps) {
  const { id, name, received } = loaderData;
  const erasing = useNavigation().state === "submitting";
  return (
    <>
      <h1 className="admin-heading">Usunąć to zapytanie?</h1>
      <div className="admin-card">
        <p>
          Zapytanie od <strong>{name}</strong> (wysłane {received}) zniknie z bazy razem ze swoimi e-mailami. Tego nie da się
          cofnąć.
        </p>
        <Form method="post" className="admin-button-row">
          <button type="submit" className="admin-button admin-button-danger" disabled={erasing}>
            Usuń na zawsze
          </button>
          <Link to={`/admin/zapytania/${id}`} className="admin-button">
            Anuluj
          </Link>
        </Form>
      </div>
    </>
  );
}
