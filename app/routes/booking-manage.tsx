import { data, Form, Link, redirect, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/booking-manage";
import type { BookingSettings } from "../../content/booking-schema";
import bookingStylesheet from "./booking.css?url";
import { DayStep, useFocusOnChange } from "~/bookings/booking-picker";
import { TimeStep } from "~/bookings/booking-time-step";
import { bookingChoices, alternativeChoices } from "~/bookings/booking-page.server";
import { MAX_CLIENT_MOVES } from "~/bookings/booking-change-rules";
import { packageLines } from "~/packages/package-views.server";
import { bookingFromLink, changeableOnline, manageBooking, movableOnline, serviceOfBooking } from "~/bookings/manage-booking.server";
import { priceLabel } from "~/bookings/booking-places";
import { formatSession } from "~/scheduling/warsaw-time";
import { followingCount } from "~/series/series-changes.server";
import { getDatabase, type Booking } from "~/db/database.server";
import { telHref } from "~/lib/contact-links";
import { formatDateTime } from "~/lib/format";
import { readForm } from "~/lib/read-form.server";
import { clientAddressContext } from "~/lib/request-context";
import { hoursBefore, lessThanHours, sessionCount, timeCount } from "~/lib/polish-phrases";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { sitePageMeta } from "~/lib/seo.server";
import { typeset as t } from "~/lib/typeset";
import { contentFor } from "~/site-content/live-content.server";

export const meta: Route.MetaFunction = metaFromLoader;

// Declared, not imported: React Router then prefetches it with the page and loads it before showing it.
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: bookingStylesheet }];

const PAGE_HEAD = { title: "Twoja rezerwacja", description: "Szczegóły rezerwacji: odwołanie, zmiana terminu, dodanie do kalendarza." };

// A personal page: never kept by a shared cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const NOTICES: Record<string, string> = {
  nowa: "Zarezerwowano! Potwierdzenie jest już w drodze na Twój adres e-mail.",
  odwolana: "Rezerwacja została odwołana, a termin zwolniony.",
  przeniesiona: "Termin został zmieniony. Nowe potwierdzenie przyjdzie e-mailem.",
};

/** Where the session stands for the client: ahead, under way, or over. */
function sessionStage(booking: { starts_at: string; ends_at: string }, now: Date): "ahead" | "under-way" | "over" {
  if (now.getTime() < Date.parse(booking.starts_at)) return "ahead";
  return now.getTime() < Date.parse(booking.ends_at) ? "under-way" : "over";
}

/** The free times to move to: the booking's own time counts as free, except its very start (no move at all). */
async function moveChoices(booking: Booking, settings: BookingSettings, day: string | null, now: Date) {
  const choices = await bookingChoices(settings, serviceOfBooking(booking, settings), day, now, booking.id);
  const current = new Date(booking.starts_at).toISOString();
  return { ...choices, times: choices.times.filter((time) => time.value !== current) };
}

// A refused change (409) re-reads the booking: "oto aktualny" must show the current time.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) => actionStatus === 409 || defaultShouldRevalidate;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const booking = await bookingFromLink(params.token);
  const { booking: settings, business } = contentFor(context);
  const search = new URL(request.url).searchParams;
  const now = new Date();
  const changeable = changeableOnline(booking, settings, now);
  const movable = movableOnline(booking, settings, now);
  const moving = movable && search.has("zmien");
  const day = search.get("dzien");
  return {
    meta: sitePageMeta(business, PAGE_HEAD, `/rezerwacja/${params.token}`, { noindex: true }),
    token: params.token,
    version: booking.sequence,
    notice: Object.keys(NOTICES).find((key) => search.has(key)) ?? null,
    service: booking.service_name,
    when: formatSession(booking.starts_at, booking.ends_at),
    place: booking.place,
    price: priceLabel(booking.price),
    status: booking.status,
    stage: sessionStage(booking, now),
    changeable,
    movable,
    maxMoves: MAX_CLIENT_MOVES,
    cutoffHours: settings.cancelCutoffHours,
    changeUntil: formatDateTime(new Date(Date.parse(booking.starts_at) - settings.cancelCutoffHours * 60 * 60_000).toISOString()),
    phone: business.phone,
    // An occurrence of a weekly series: it and the later ones may go together.
    following: changeable ? await followingCount(await getDatabase(), booking) : 0,
    move: moving ? await moveChoices(booking, settings, day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null, now) : null,
    // This client's own package only: the link is theirs.
    package: booking.client_id === null ? null : ((await packageLines(await getDatabase(), [booking.client_id], now)).get(booking.client_id) ?? null),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const booking = await bookingFromLink(params.token);
  const form = await readForm(request, ["intent", "start", "version"]);
  if (!form.ok) return data({ error: form.message, alternatives: undefined }, { status: form.status });
  const { booking: settings, business } = contentFor(context);
  const outcome = await manageBooking(booking, form.fields, { settings, phone: business.phone, clientAddress: context.get(clientAddressContext) });
  const page = `/rezerwacja/${params.token}`;
  if (outcome.kind === "cancelled") return redirect(`${page}?odwolana`, 303);
  if (outcome.kind === "moved") return redirect(`${page}?przeniesiona`, 303);
  if (outcome.kind === "unavailable") {
    return data({ error: outcome.message, alternatives: alternativeChoices(outcome.alternatives) }, { status: 409 });
  }
  if (outcome.kind === "refused") return data({ error: outcome.message, alternatives: undefined }, { status: outcome.status });
  return data({ error: outcome.message, alternatives: undefined }, { status: 400 });
}

export default function ManageBookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const {
    token,
    version,
    notice,
    service,
    when,
    place,
    price,
    status,
    stage,
    changeable,
    movable,
    maxMoves,
    cutoffHours,
    changeUntil,
    phone,
    following,
    move,
  } = loaderData;
  const ownPackage = loaderData.package;
  const page = `/rezerwacja/${token}`;
  useFocusOnChange(move ? "move" : null, "dzien");
  useFocusOnChange(move?.day ?? null, "godzina");
  const statusText =
    status === "cancelled"
      ? "odwołana"
      : status === "attended"
        ? "odbyła się"
        : status === "no_show"
          ? "nieobecność"
          : stage === "under-way"
            ? "trwa"
            : stage === "over"
              ? "odbyła się"
              : "potwierdzona";
  const hoursPhrase = hoursBefore(cutoffHours);
  return (
    <main id="tresc" className="flex-1">
      <div className="container-page max-w-3xl py-12 md:py-16">
        <p className="eyebrow">Rezerwacja</p>
        <h1 className="heading-1">{t(status === "cancelled" ? "Rezerwacja odwołana" : "Twoja rezerwacja")}</h1>
        {notice && (
          <p className="lead mt-4" role="status">
            {t(NOTICES[notice]!)}
          </p>
        )}
        <dl className="booking-summary mt-8">
          <dt>Usługa</dt>
          <dd>{t(service)}</dd>
          <dt>Termin</dt>
          <dd>{when}</dd>
          <dt>Miejsce</dt>
          <dd>{t(place)}</dd>
          <dt>Cena</dt>
          <dd>{price}</dd>
          <dt>Status</dt>
          <dd>{statusText}</dd>
          {ownPackage && (
            <>
              <dt>Twój pakiet</dt>
              <dd>{t(ownPackage)}</dd>
            </>
          )}
        </dl>
        {status === "confirmed" && stage === "ahead" && (
          <p className="mt-6">
            <a href={`${page}/wydarzenie.ics`} className="button-secondary" download="rezerwacja.ics">
              Dodaj do kalendarza
            </a>
          </p>
        )}
        {actionData?.error && (
          <p className="form-error mt-6" role="alert">
            {t(actionData.error)}
          </p>
        )}
        {status === "confirmed" && stage !== "ahead" && (
          <p className="mt-6">{t(stage === "under-way" ? "Spotkanie właśnie trwa." : "To spotkanie już się odbyło.")}</p>
        )}
        {status === "confirmed" && stage === "ahead" && !changeable && (
          <p className="mt-6">
            {t(`Do terminu zostało ${lessThanHours(cutoffHours)}, więc nie można go już odwołać ani zmienić przez stronę. Zadzwoń: `)}
            <a href={telHref(phone)} className="font-bold underline">
              {phone}
            </a>
            .
          </p>
        )}
        {changeable && (
          <p className="mt-6">
            {t(
              movable
                ? `Możesz odwołać albo zmienić ten termin tutaj do ${changeUntil} (${hoursPhrase} przed spotkaniem); później zadzwoń: ${phone}.`
                : `Możesz odwołać ten termin tutaj do ${changeUntil} (${hoursPhrase} przed spotkaniem). Termin zmieniano już ${timeCount(maxMoves)}: aby zmienić go ponownie, zadzwoń: ${phone}.`,
            )}
          </p>
        )}
        {changeable && !move && (
          <div className="mt-6 flex flex-wrap gap-3">
            {movable && (
              <Link to={`${page}?zmien`} className="button-primary">
                Zmień termin
              </Link>
            )}
            <Form method="post">
              <input type="hidden" name="version" value={version} />
              <button type="submit" name="intent" value="cancel" className="button-secondary">
                {following > 1 ? "Odwołaj tylko ten termin" : "Odwołaj rezerwację"}
              </button>
            </Form>
            {following > 1 && (
              <Form method="post">
                <input type="hidden" name="version" value={version} />
                <button type="submit" name="intent" value="cancel-following" className="button-secondary">
                  {t(`Odwołaj ten i następne (${sessionCount(following)})`)}
                </button>
              </Form>
            )}
          </div>
        )}
        {status === "cancelled" && (
          <p className="mt-8">
            <Link to="/rezerwacja" className="button-primary">
              Zarezerwuj nowy termin
            </Link>
          </p>
        )}
      </div>
      {move && (
        <div className="booking-steps">
          <DayStep
            title="Nowy dzień"
            days={move.days}
            selected={move.day}
            dayHref={(date) => `${page}?zmien&dzien=${date}#godzina`}
            emptyText={t(`Nie ma wolnych terminów. Zadzwoń: ${phone}.`)}
          />
          <Form method="post" preventScrollReset className="enquiry-form">
            <input type="hidden" name="version" value={version} />
            <TimeStep
              title="Nowa godzina"
              times={actionData?.alternatives ?? move.times}
              heading={
                actionData?.alternatives
                  ? "Najbliższe wolne terminy:"
                  : move.dayTitle
                    ? `Wolne godziny: ${move.dayTitle}`
                    : "Wybierz dzień, aby zobaczyć wolne godziny."
              }
            />
            {(move.day || actionData?.alternatives) && (
              <button type="submit" name="intent" value="move" className="button-primary">
                Przenieś na wybraną godzinę
              </button>
            )}
            <p>
              <Link to={page} className="text-link">
                Zostaw obecny termin
              </Link>
            </p>
          </Form>
        </div>
      )}
    </main>
  );
}
