import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, href, Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/enquiry";
import { requireAdmin } from "~/admin/index.server";
import { ENQUIRY_GONE } from "~/admin";
import { idParam } from "~/admin/index.server";
import { toastHeaders } from "~/admin/index.server";
import { StatusBadge } from "~/admin";
import { getDatabase } from "~/db/database.server";
import { getEnquiry, setNote, setStatus } from "~/admin/index.server";
import { adminMeta } from "~/admin";
import { mailtoHref, telHref } from "~/lib/contact-links";
import { ENQUIRY_STATUSES, STATUS_LABELS } from "~/enquiries";
import { ENQUIRY_UPDATE_FIELDS, EnquiryNoteForm, enquiryUpdateSchema } from "~/admin";
import { formatDateTime } from "~/lib/format";
import { MAIL_KIND_LABELS, MAIL_STATUS_LABELS } from "~/notifications";
import { serviceLabel } from "~/enquiries";
import { readForm } from "~/lib/read-form.server";
import { typeset as t } from "~/lib/typeset";
import { contentFor } from "~/site-content/index.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  // "Zapytanie od Anna Nowak" would need the name declined: a colon instead.
  adminMeta(loaderData ? `Zapytanie: ${loaderData.enquiry.name}` : "Zapytanie", matches);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request);
  const found = await getEnquiry(await getDatabase(), idParam(params.id, ENQUIRY_GONE));
  if (!found) throw data(ENQUIRY_GONE, { status: 404 });
  const { enquiry, mails } = found;
  return {
    replySubject: `Odpowiedź na Twoje zapytanie — ${contentFor(context).trainer.name}`,
    enquiry: {
      id: enquiry.id,
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone,
      service: serviceLabel(contentFor(context).offer, enquiry.service),
      message: enquiry.message,
      status: enquiry.status,
      note: enquiry.note ?? "",
      receivedAt: enquiry.created_at,
      received: formatDateTime(enquiry.created_at),
    },
    mails: mails.map((mail) => ({
      id: mail.id,
      kind: MAIL_KIND_LABELS[mail.kind],
      status: mail.status,
      attempts: mail.attempts,
      error: mail.last_error,
      sent: mail.sent_at ? formatDateTime(mail.sent_at) : null,
    })),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const id = idParam(params.id, ENQUIRY_GONE);
  const form = await readForm(request, ENQUIRY_UPDATE_FIELDS);
  if (!form.ok) {
    const result: SubmissionResult<string[]> = { status: "error", error: { "": [form.message] } };
    return data({ result }, { status: form.status });
  }
  const submission = parseWithZod(form.fields, { schema: enquiryUpdateSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });

  const db = await getDatabase();
  const update = submission.value;
  const found = update.intent === "status" ? await setStatus(db, id, update.status) : await setNote(db, id, update.note ?? "");
  if (!found) throw data(ENQUIRY_GONE, { status: 404 });
  const message =
    update.intent === "status" ? `Status zmieniony na „${STATUS_LABELS[update.status]}”.` : update.note?.trim() ? "Notatka zapisana." : "Notatka usunięta.";
  // Back to the page itself: a reload never sends the form again.
  return redirect(href("/admin/zapytania/:id", { id: String(id) }), { status: 303, headers: await toastHeaders(message) });
}

export default function EnquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiry, mails, replySubject } = loaderData;
  const location = useLocation();

  return (
    <>
      <Link to={href("/admin")} className="admin-back">
        ← Wróć do skrzynki
      </Link>
      <h1 className="admin-heading">{t(enquiry.name)}</h1>
      <p className="admin-lead">
        <StatusBadge status={enquiry.status} />
      </p>
      <dl className="admin-facts">
        <dt>Otrzymano</dt>
        <dd>
          <time dateTime={enquiry.receivedAt}>{enquiry.received}</time>
        </dd>
        <dt>Usługa</dt>
        <dd>{t(enquiry.service)}</dd>
        <dt>E-mail</dt>
        <dd>{enquiry.email}</dd>
        <dt>Telefon</dt>
        <dd>{enquiry.phone ?? "nie podano"}</dd>
      </dl>

      <nav aria-label="Kontakt z klientem" className="admin-contact-bar">
        {enquiry.phone && (
          <a href={telHref(enquiry.phone)} className="admin-button admin-button-primary">
            Zadzwoń
          </a>
        )}
        <a href={mailtoHref(enquiry.email, replySubject)} className={`admin-button${enquiry.phone ? "" : " admin-contact-single"}`}>
          Odpowiedz e-mailem
        </a>
      </nav>

      <section aria-labelledby="wiadomosc" className="admin-section">
        <h2 id="wiadomosc" className="admin-subheading">
          Wiadomość
        </h2>
        {/* Always text: React escapes it, so markup a visitor typed is shown, never run. */}
        <p className="admin-message">{t(enquiry.message)}</p>
      </section>

      <section aria-labelledby="status" className="admin-section">
        <h2 id="status" className="admin-subheading">
          Status
        </h2>
        {/* The page comes back after each change: stay where the thumb was. */}
        <Form method="post" className="admin-status-buttons" preventScrollReset>
          <input type="hidden" name="intent" value="status" />
          {ENQUIRY_STATUSES.map((status) => (
            <button key={status} type="submit" name="status" value={status} className="admin-button" aria-pressed={status === enquiry.status}>
              {t(STATUS_LABELS[status])}
            </button>
          ))}
        </Form>
      </section>

      <section aria-labelledby="notatka-naglowek" className="admin-section">
        <h2 id="notatka-naglowek" className="admin-subheading">
          Notatka
        </h2>
        {/* Keyed by the saved note: after a save the form starts again from it. */}
        <EnquiryNoteForm key={enquiry.note} enquiryId={enquiry.id} note={enquiry.note} lastResult={actionData?.result} />
      </section>

      <section aria-labelledby="emaile" className="admin-section">
        <h2 id="emaile" className="admin-subheading">
          E-maile
        </h2>
        {mails.length === 0 ? (
          <p className="admin-lead">Brak e-maili (spam nie jest wysyłany).</p>
        ) : (
          <ul className="admin-mails">
            {mails.map((mail) => (
              <li key={mail.id}>
                <p>
                  <strong>{t(`${mail.kind}:`)}</strong>{" "}
                  <span className="admin-delivery" data-state={mail.status === "failed" ? "failed" : undefined}>
                    {t(MAIL_STATUS_LABELS[mail.status])}
                    {mail.sent && ` ${mail.sent}`}
                  </span>
                  {mail.attempts > 1 && ` (prób: ${mail.attempts})`}
                </p>
                {mail.error && <p className="admin-mail-error">{t(mail.error)}</p>}
                {mail.status === "failed" && (
                  <Form method="post" action={href("/admin/poczta/:id/wyslij-ponownie", { id: String(mail.id) })} className="admin-form" preventScrollReset>
                    <input type="hidden" name="back" value={location.pathname} />
                    <button type="submit" className="admin-button">
                      Wyślij ponownie
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="dane-klienta" className="admin-section">
        <h2 id="dane-klienta" className="admin-subheading">
          Dane klienta
        </h2>
        <p className="admin-lead">
          {t(
            `Gdy klient prosi o kopię swoich danych (RODO, art. 15 i 20): wszystkie jego zapytania, rezerwacje i e-maile z adresu ${enquiry.email}, do przeczytania i w pliku dla klienta.`,
          )}
        </p>
        <p className="admin-button-row">
          <Link to={href("/admin/dane-klienta/:source/:id", { source: "zapytanie", id: String(enquiry.id) })} className="admin-button">
            Pokaż wszystkie dane klienta
          </Link>
        </p>
      </section>

      <section aria-labelledby="usuwanie" className="admin-section">
        <h2 id="usuwanie" className="admin-subheading">
          Usuwanie
        </h2>
        <p className="admin-lead">{t("Na prośbę klienta (RODO, art. 17) usuń zapytanie na zawsze, razem z jego e-mailami.")}</p>
        <p className="admin-button-row">
          <Link to={href("/admin/zapytania/:id/usun", { id: String(enquiry.id) })} className="admin-button admin-button-danger">
            Usuń zapytanie
          </Link>
        </p>
      </section>
    </>
  );
}
