import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/client-erase";
import { requireAdmin } from "~/admin/index.server";
import { adminMeta } from "~/admin";
import { idParam } from "~/admin/index.server";
import { toastHeaders } from "~/admin/index.server";
import { eraseCard } from "~/clients/index.server";
import { ALREADY_ERASED, erasedClientMessage } from "~/clients";
import { linkUnlinked } from "~/clients/index.server";
import { getClientCard } from "~/clients/index.server";
import { CARD_GONE } from "~/clients";
import { getDatabase } from "~/db/database.server";
import { bookingCount, enquiryCount, packageCount } from "~/lib/polish-phrases";
import { typeset as t } from "~/lib/typeset";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Usuwanie danych klienta", matches);

// A page of its own rather than a dialog: the confirmation works without JavaScript too.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = await getDatabase();
  const found = await getClientCard(db, idParam(params.id, CARD_GONE));
  if (!found) throw data(CARD_GONE, { status: 404 });
  const [packages, series] = await Promise.all([
    db.selectFrom("client_packages").select("id").where("client_id", "=", found.card.id).execute(),
    db.selectFrom("booking_series").select("id").where("client_id", "=", found.card.id).execute(),
  ]);
  const { card, bookings, enquiries } = found;
  return {
    card: { id: card.id, name: card.name, email: card.email, phone: card.phone },
    what: [
      bookings.length ? bookingCount(bookings.length) : "",
      enquiries.length ? enquiryCount(enquiries.length) : "",
      packages.length ? `${packageCount(packages.length)} z historią` : "",
      series.length ? "stałe treningi co tydzień" : "",
      card.notes ? "Twoje notatki" : "",
      "e-maile o tym wszystkim",
      "karta klienta z jego e-mailami i telefonami",
      "blokada rezerwacji z jego adresu, jeśli jest",
      "dane z bonów podarunkowych kupionych z jego adresu, jeśli są (opłacony bon zostaje w rozliczeniach bez danych osób i nadal można go wykorzystać)",
    ].filter(Boolean),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const db = await getDatabase();
  // An enquiry that came in since the page was shown gets its card first, so that it goes too.
  await linkUnlinked(db);
  const erased = await eraseCard(db, idParam(params.id, CARD_GONE));
  const message = erased ? erasedClientMessage(erased) : ALREADY_ERASED;
  return redirect(href("/admin/klienci"), { status: 303, headers: await toastHeaders(message) });
}

export default function ClientErasePage({ loaderData }: Route.ComponentProps) {
  const { card, what } = loaderData;
  const erasing = useNavigation().state === "submitting";
  return (
    <>
      <h1 className="admin-heading">{t("Usunąć dane klienta?")}</h1>
      <div className="admin-card">
        <p>
          {t("Karta: ")}
          <strong>{t(card.name)}</strong>
          {[card.phone, card.email].filter(Boolean).length > 0 && ` (${[card.phone, card.email].filter(Boolean).join(", ")})`}
        </p>
        <p>{t("Na prośbę klienta (RODO, art. 17) znikną na zawsze:")}</p>
        <ul className="client-erase-list">
          {what.map((item) => (
            <li key={item}>{t(item)}</li>
          ))}
        </ul>
        <p>{t("Tego nie da się cofnąć. Jeśli klient chce najpierw kopię swoich danych, pobierz ją przed usunięciem.")}</p>
        <Form method="post" className="admin-button-row">
          <button type="submit" className="admin-button admin-button-danger" disabled={erasing}>
            Usuń na zawsze
          </button>
          <Link to={href("/admin/klienci/:id", { id: String(card.id) })} className="admin-button">
            Anuluj
          </Link>
        </Form>
      </div>
    </>
  );
}
