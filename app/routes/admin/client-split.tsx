import { data, Form, href, Link, redirect } from "react-router";
import type { Route } from "./+types/client-split";
import { requireAdmin } from "~/admin/index.server";
import { adminMeta } from "~/admin";
import { idParam } from "~/admin/index.server";
import { toastHeaders } from "~/admin/index.server";
import { bookingStateLabel } from "~/agenda";
import { formatDay, formatTimeRange, warsawDate } from "~/scheduling";
import { getClientCard } from "~/clients/index.server";
import { CARD_GONE, SPLIT_REFUSALS } from "~/clients";
import { splitClient } from "~/clients/index.server";
import { getDatabase } from "~/db/database.server";
import { STATUS_LABELS } from "~/enquiries";
import { formatDateTime } from "~/lib/format";
import { positiveInteger } from "~/lib/positive-integer";
import { readForm } from "~/lib/read-form.server";
import { typeset as t } from "~/lib/typeset";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Przenieś na nową kartę", matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const found = await getClientCard(await getDatabase(), idParam(params.id, CARD_GONE));
  if (!found) throw data(CARD_GONE, { status: 404 });
  const now = Date.now();
  return {
    card: { id: found.card.id, name: found.card.name },
    rows: [
      ...found.bookings.map((booking) => ({
        field: "booking",
        id: booking.id,
        title: `Rezerwacja: ${formatDay(warsawDate(Date.parse(booking.starts_at)))}, ${formatTimeRange(booking.starts_at, booking.ends_at)}`,
        detail: `${booking.name} · ${booking.email || booking.phone} · ${bookingStateLabel({ status: booking.status, past: Date.parse(booking.starts_at) <= now })}`,
      })),
      ...found.enquiries.map((enquiry) => ({
        field: "enquiry",
        id: enquiry.id,
        title: `Zapytanie: ${formatDateTime(enquiry.created_at)}`,
        detail: `${enquiry.email}${enquiry.phone ? ` · ${enquiry.phone}` : ""} · ${STATUS_LABELS[enquiry.status]}`,
      })),
    ],
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const id = idParam(params.id, CARD_GONE);
  const form = await readForm(request, ["name", "booking", "enquiry"], { repeated: true });
  if (!form.ok) return data({ message: form.message }, { status: form.status });
  const ids = (field: string) => form.fields.getAll(field).flatMap((value) => positiveInteger(value) ?? []);
  const split = await splitClient(
    await getDatabase(),
    id,
    { name: (form.fields.get("name") ?? "").slice(0, 200), bookingIds: ids("booking"), enquiryIds: ids("enquiry") },
    new Date(),
  );
  if (!split.ok) return data({ message: SPLIT_REFUSALS[split.reason] }, { status: 400 });
  return redirect(href("/admin/klienci/:id", { id: String(split.id) }), {
    status: 303,
    headers: await toastHeaders("Przeniesiono na nową kartę. Kolejne rezerwacje z tych adresów trafią już tutaj."),
  });
}

export default function ClientSplitPage({ loaderData, actionData }: Route.ComponentProps) {
  const { card, rows } = loaderData;
  return (
    <>
      <Link to={href("/admin/klienci/:id", { id: String(card.id) })} className="admin-back">
        ← Wróć do karty
      </Link>
      <h1 className="admin-heading">{t("Przenieś na nową kartę")}</h1>
      <p className="admin-lead">
        {t(
          `Gdy na karcie „${card.name}” są rezerwacje albo zapytania innej osoby: zaznacz je i podaj imię tej osoby. Jej e-mail i telefon przejdą razem z nimi, chyba że ta karta też ich używa.`,
        )}
      </p>
      {actionData?.message && (
        <p role="alert" className="form-error">
          {t(actionData.message)}
        </p>
      )}
      <Form method="post" className="admin-form">
        <fieldset className="client-split-rows">
          <legend className="admin-subheading">{t("Co przenieść")}</legend>
          {rows.map((row) => (
            <div key={`${row.field}-${row.id}`} className="client-split-row">
              <input type="checkbox" id={`${row.field}-${row.id}`} name={row.field} value={row.id} />
              <label htmlFor={`${row.field}-${row.id}`}>
                <strong>{t(row.title)}</strong>
                <span>{t(row.detail)}</span>
              </label>
            </div>
          ))}
        </fieldset>
        <div className="admin-field">
          <label htmlFor="nowa-karta">{t("Imię i nazwisko na nowej karcie")}</label>
          <input id="nowa-karta" name="name" type="text" maxLength={200} required autoComplete="off" />
        </div>
        <button type="submit" className="admin-button admin-button-primary">
          {t("Przenieś zaznaczone na nową kartę")}
        </button>
      </Form>
    </>
  );
}
