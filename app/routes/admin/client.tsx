import { warsawDate } from "~/scheduling";
import { data, href, Link, redirect } from "react-router";
import type { Route } from "./+types/client";
import { adminMeta } from "~/admin";
import { idParam, requireAdmin, requireSupportedDates } from "~/admin/index.server";
import { toastHeaders } from "~/admin/index.server";
import { AdminPager } from "~/admin";
import { StatusBadge } from "~/admin";
import { agendaAction } from "~/agenda/index.server";
import { CardBookingItem, pastSessionHref } from "~/agenda";
import { ClientPackages } from "~/packages";
import { packageAction, packagesOf, packageSummary, saleOffers } from "~/packages/index.server";
import { PACKAGE_FIELDS, PACKAGE_INTENTS } from "~/packages";
import { CARD_BOOKING_INTENTS, cardBookings } from "~/agenda/index.server";
import { cardSessions, cardSuggestions, cardWithEnquiries, lastRemark, saveClientNotes } from "~/clients/index.server";
import { linkUnlinked } from "~/clients/index.server";
import { signInFacts } from "~/client-account/index.server";
import { ClientCardTools, ClientContact, ClientNotes, ClientSummary, MergeSuggestions, type ClientSummaryFacts } from "~/clients";
import { CARD_GONE, notesRefusal } from "~/clients";
import { getDatabase } from "~/db/database.server";
import { newSubmissionKey } from "~/forms/index.server";
import { serviceLabel } from "~/enquiries";
import { formatDate, formatDateTime } from "~/lib/format";
import { pageParam, withPage } from "~/lib/paging";
import { readForm } from "~/lib/read-form.server";
import { typeset as t } from "~/lib/typeset";
import { contentFor } from "~/site-content/index.server";
import { reviewRequestLine } from "~/reviews";
import { reviewRequestOf } from "~/reviews/index.server";
import { CardCoaching } from "./client-coaching";
import { cardCoaching } from "./client-coaching.server";

/** Past and cancelled sessions shown before the fold on the history's first page. */
const RECENT_HISTORY = 3;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => adminMeta(loaderData ? `Klient: ${loaderData.card.name}` : "Klient", matches);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = await getDatabase();
  // An enquiry sent a moment ago belongs on the card opened now.
  await linkUnlinked(db);
  const found = await cardWithEnquiries(db, idParam(params.id, CARD_GONE));
  if (!found) throw data(CARD_GONE, { status: 404 });
  const { card, enquiries } = found;
  const now = new Date();
  const search = new URL(request.url).searchParams;
  const sessions = await cardSessions(db, card.id, pageParam(search), now);
  const [packages, coming, history, remark, signedIn, suggestions, coaching, review] = await Promise.all([
    packagesOf(db, card.id, now),
    cardBookings(db, sessions.coming, now),
    cardBookings(db, sessions.history, now),
    lastRemark(db, card.id),
    signInFacts(db, card.id, now),
    cardSuggestions(db, card),
    cardCoaching(db, card.id, now, search.get("starsze")),
    reviewRequestOf(db, card.id),
  ]);
  const owed = packageSummary(packages);
  const next = coming[0];
  const summary: ClientSummaryFacts = {
    next: next ? { when: next.when, startsAt: next.startsAt, service: next.service } : null,
    pack: owed.current,
    unpaid: owed.unpaid,
    remark: remark && { text: remark.text, origin: remark.origin, bookingDate: formatDate(remark.bookingStartsAt) },
  };
  return {
    summary,
    review: review ? reviewRequestLine(review) : null,
    signedIn,
    coaching,
    suggestions,
    packages,
    offers: saleOffers(contentFor(context).offer, contentFor(context).booking.services),
    saleKey: newSubmissionKey(),
    today: warsawDate(now).toString(),
    card: {
      id: card.id,
      name: card.name,
      email: card.email,
      phone: card.phone,
      notes: card.notes,
      since: formatDate(card.created_at),
    },
    writeSubject: `Treningi — ${contentFor(context).trainer.name}`,
    // The soonest first; the rest (past and cancelled) the latest first, a page at a time.
    coming,
    history,
    historyPage: { page: sessions.page, pageCount: sessions.pageCount },
    enquiries: enquiries.map((enquiry) => ({
      id: enquiry.id,
      received: formatDateTime(enquiry.created_at),
      receivedAt: enquiry.created_at,
      service: serviceLabel(contentFor(context).offer, enquiry.service),
      status: enquiry.status,
      excerpt: enquiry.message.length > 120 ? `${enquiry.message.slice(0, 120)}…` : enquiry.message,
    })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await requireAdmin(request);
  const id = idParam(params.id, CARD_GONE);
  // The card's own forms (notes, its bookings) and the package forms drawn on it; a name in both lists is read once.
  const form = await readForm(request, ["intent", "id", "version", "message", "date", "time", "scope", "notes", "shown", ...PACKAGE_FIELDS]);
  if (!form.ok) return data({ notes: { message: form.message, typed: "", current: null }, packages: null }, { status: form.status });
  requireSupportedDates({ days: [form.fields.get("date")] });
  const db = await getDatabase();
  const intent = form.fields.get("intent") ?? "";
  if (PACKAGE_INTENTS.includes(intent)) {
    const outcome = await packageAction(db, id, form.fields, saleOffers(contentFor(context).offer, contentFor(context).booking.services), new Date());
    if (!outcome.ok) return data({ notes: null, packages: outcome.problem }, { status: 400 });
    return redirect(href("/admin/klienci/:id", { id: String(id) }), { status: 303, headers: await toastHeaders(outcome.message) });
  }
  if (intent === "notes") {
    const typed = form.fields.get("notes") ?? "";
    const saved = await saveClientNotes(db, id, form.fields.get("shown") ?? "", typed);
    if (!saved.ok) return data({ notes: { message: notesRefusal(saved.refusal), typed, current: saved.current ?? null }, packages: null }, { status: 409 });
    return redirect(href("/admin/klienci/:id", { id: String(id) }), { status: 303, headers: await toastHeaders("Notatki zapisane.") });
  }
  const message = (CARD_BOOKING_INTENTS as readonly string[]).includes(intent)
    ? await agendaAction(db, form.fields, contentFor(context).booking)
    : "Nieznane polecenie. Odśwież stronę.";
  return redirect(href("/admin/klienci/:id", { id: String(id) }), { status: 303, headers: await toastHeaders(message) });
}

export default function ClientPage({ loaderData, actionData }: Route.ComponentProps) {
  const { card, summary, review, signedIn, suggestions, writeSubject, coming, history, historyPage, enquiries, packages, offers, saleKey, coaching } =
    loaderData;
  // The latest few of the history in sight, the rest folded (open while one of them waits for its outcome).
  const [recent, older] = historyPage.page > 1 ? [history, []] : [history.slice(0, RECENT_HISTORY), history.slice(RECENT_HISTORY)];
  const refused = actionData?.notes;
  return (
    <>
      <Link to={href("/admin/klienci")} className="admin-back">
        ← Wszyscy klienci
      </Link>
      <h1 className="admin-heading">{t(card.name)}</h1>
      <MergeSuggestions clientId={card.id} suggestions={suggestions} />
      <ClientSummary {...summary} />
      <dl className="admin-facts">
        <dt>Telefon</dt>
        <dd>{card.phone || "nie podano"}</dd>
        <dt>E-mail</dt>
        <dd>{card.email || "nie podano"}</dd>
        <dt>Klient od</dt>
        <dd>{card.since}</dd>
        {review && <dt>Opinia</dt>}
        {review && <dd>{t(review)}</dd>}
      </dl>
      <ClientContact phone={card.phone} email={card.email} writeSubject={writeSubject} />
      <p className="admin-button-row">
        <Link to={`/admin/kalendarz/nowa?klient=${card.id}`} className="admin-button admin-button-primary">
          Zarezerwuj trening
        </Link>
        <Link to={pastSessionHref(card.id)} className="admin-button">
          {t("Wpisz trening, który się odbył")}
        </Link>
      </p>

      {/* Above the sessions to come: a regular's weekly series is a long list. */}
      <ClientPackages
        clientId={card.id}
        packages={packages}
        offers={offers}
        saleKey={saleKey}
        page={href("/admin/klienci/:id", { id: String(card.id) })}
        problem={actionData?.packages}
        today={loaderData.today}
      />

      <section aria-labelledby="najblizsze" className="admin-section">
        <h2 id="najblizsze" className="admin-subheading">
          Najbliższe treningi
        </h2>
        {coming.length === 0 ? (
          <p className="admin-lead">{t("Brak zaplanowanych treningów.")}</p>
        ) : (
          <ul className="agenda-entries">
            {coming.map((booking) => (
              <CardBookingItem key={booking.id} booking={booking} />
            ))}
          </ul>
        )}
      </section>

      <CardCoaching clientId={card.id} facts={coaching} />

      <ClientNotes clientId={card.id} notes={card.notes} refused={refused ?? null} />

      <section aria-labelledby="historia" className="admin-section">
        <h2 id="historia" className="admin-subheading">
          {t("Wcześniejsze i odwołane")}
        </h2>
        {history.length === 0 ? (
          <p className="admin-lead">Brak.</p>
        ) : (
          <ul className="agenda-entries">
            {recent.map((booking) => (
              <CardBookingItem key={booking.id} booking={booking} />
            ))}
          </ul>
        )}
        {older.length > 0 && (
          <details className="client-history-fold" open={older.some((booking) => booking.status === "confirmed") || undefined}>
            <summary className="admin-link">{t(`Starsze (${older.length})`)}</summary>
            <ul className="agenda-entries">
              {older.map((booking) => (
                <CardBookingItem key={booking.id} booking={booking} />
              ))}
            </ul>
          </details>
        )}
        <AdminPager
          {...historyPage}
          href={(page) => withPage(`${href("/admin/klienci/:id", { id: String(card.id) })}#historia`, page)}
          label="Strony historii"
        />
      </section>

      <section aria-labelledby="zapytania" className="admin-section">
        <h2 id="zapytania" className="admin-subheading">
          Zapytania
        </h2>
        {enquiries.length === 0 ? (
          <p className="admin-lead">Brak.</p>
        ) : (
          <ul className="client-list">
            {enquiries.map((enquiry) => (
              <li key={enquiry.id}>
                <Link to={href("/admin/zapytania/:id", { id: String(enquiry.id) })} className="client-list-link">
                  <strong>
                    <time dateTime={enquiry.receivedAt}>{enquiry.received}</time> · {t(enquiry.service)}
                  </strong>
                  <span>{t(enquiry.excerpt)}</span>
                  <span>
                    <StatusBadge status={enquiry.status} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ClientCardTools clientId={card.id} signedIn={signedIn.sessions} pushPhones={signedIn.pushPhones} />
    </>
  );
}
