import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/erase-enquiry";
import { requireAdmin } from "~/admin/index.server";
import { ENQUIRY_GONE } from "~/admin";
import { idParam } from "~/admin/index.server";
import { toastHeaders } from "~/admin/index.server";
import { getDatabase } from "~/db/database.server";
import { eraseEnquiry, getEnquiry } from "~/admin/index.server";
import { bookingsOf, eraseBookingsOf } from "~/clients/index.server";
import { adminMeta } from "~/admin";
import { formatDateTime } from "~/lib/format";
import { withBookingsOfThisPerson } from "~/admin";
import { typeset as t } from "~/lib/typeset";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Usuwanie zapytania", matches);

// A page of its own rather than a dialog: the confirmation works without JavaScript too.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const found = await getEnquiry(await getDatabase(), idParam(params.id, ENQUIRY_GONE));
  if (!found) throw data(ENQUIRY_GONE, { status: 404 });
  const { enquiry } = found;
  const bookingCount = (await bookingsOf(await getDatabase(), enquiry.email)).length;
  return { id: enquiry.id, name: enquiry.name, received: formatDateTime(enquiry.created_at), mailCount: found.mails.length, bookingCount };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const db = await getDatabase();
  const found = await getEnquiry(db, idParam(params.id, ENQUIRY_GONE));
  const erased = found ? await eraseEnquiry(db, found.enquiry.id) : false;
  // Erasing a person erases their bookings too (RODO art. 17).
  const bookings = found ? await eraseBookingsOf(db, found.enquiry.email) : 0;
  const message = !erased
    ? "To zapytanie było już usunięte."
    : bookings
      ? "Zapytanie i rezerwacje tej osoby usunięte na zawsze."
      : "Zapytanie usunięte na zawsze.";
  return redirect(href("/admin"), { status: 303, headers: await toastHeaders(message) });
}

export default function EraseEnquiryPage({ loaderData }: Route.ComponentProps) {
  const { id, name, received, bookingCount } = loaderData;
  const erasing = useNavigation().state === "submitting";
  return (
    <>
      <h1 className="admin-heading">Usunąć to zapytanie?</h1>
      <div className="admin-card">
        {/* A name after "od" would need declining: it stands after a colon instead. */}
        <p>
          {t("Zapytanie: ")}
          <strong>{t(name)}</strong>
          {t(`, wysłane ${received}.`)}
        </p>
        <p>
          {t(
            `Zniknie z bazy na zawsze razem ze swoimi e-mailami${bookingCount > 0 ? ` i ${withBookingsOfThisPerson(bookingCount)}` : ""}. Tego nie da się cofnąć.`,
          )}
        </p>
        <Form method="post" className="admin-button-row">
          <button type="submit" className="admin-button admin-button-danger" disabled={erasing}>
            Usuń na zawsze
          </button>
          <Link to={href("/admin/zapytania/:id", { id: String(id) })} className="admin-button">
            Anuluj
          </Link>
        </Form>
      </div>
    </>
  );
}
