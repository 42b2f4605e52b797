import { data, href, Link, redirect, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/booking-manage";
import { useFocusOnChange } from "~/bookings";
import { BookingMoveStep, CancelWithQuestion, cancelFollowingQuestion, cancelQuestion, HELD_STATUS, PaymentHoldNotice } from "~/bookings";
import { alternativeChoices } from "~/bookings/index.server";
import { changeDeadline, cutoffHoursOf, MAX_CLIENT_MOVES } from "~/bookings";
import { paymentText } from "~/payments";
import { env } from "~/env.server";
import { noShowRule } from "~/site-content";
import { sessionPayment } from "~/packages/index.server";
import { bookingFromLink, changeableOnline, howToPayOnPage, manageBooking, movableOnline, moveChoices, sessionStage } from "~/bookings/index.server";
import { holdOnPage } from "~/bookings/index.server";
import { priceLabel } from "~/bookings";
import { formatClock, formatDate, formatSession, warsawDate } from "~/scheduling";
import { weekdayOfIsoNumber } from "~/lib/polish-grammar";
import { cancelFollowing, followingCount } from "~/series/index.server";
import { slotRefusalMessage } from "~/scheduling";
import { getDatabase } from "~/db/database.server";
import { telHref } from "~/lib/contact-links";
import { formatDateTime } from "~/lib/format";
import { readForm } from "~/lib/read-form.server";
import { clientAddressContext } from "~/lib/request-context";
import {
  bookingStatusText,
  cancelButton,
  cancelFollowingButton,
  changeRefusalMessage,
  changeUntilText,
  IN_PACKAGE_PRICE,
  VOUCHER_PRICE,
  INVALID_CHANGE,
  MANAGE_NOTICES,
  MANAGE_PAGE_HEAD,
  pageHeading,
  stageText,
  tooLateOnline,
  tooManyChanges,
} from "~/bookings";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { sitePageMeta } from "~/lib/seo.server";
import { ArrivalNotice } from "~/components/arrival-notice";
import { typeset as t } from "~/lib/typeset";
import { contentFor } from "~/site-content/index.server";

export const meta: Route.MetaFunction = metaFromLoader;

// A personal page: never kept by a shared cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

// A refused change (409) re-reads the booking: "oto aktualny" must show the current time.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) => actionStatus === 409 || defaultShouldRevalidate;

// A session a package or a gift voucher paid for: its own price would mislead, "bezpłatnie" too.
const PREPAID_PRICE: Partial<Record<string, string>> = { package: IN_PACKAGE_PRICE, voucher: VOUCHER_PRICE };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const booking = await bookingFromLink(params.token);
  const content = contentFor(context);
  const { booking: settings, business } = content;
  const search = new URL(request.url).searchParams;
  const now = new Date();
  const db = await getDatabase();
  // This client's own package only (the link is theirs), and only when it pays for this session.
  const { payment, package: ownPackage } = await sessionPayment(db, booking, now);
  const changeable = changeableOnline(booking, settings, now);
  const movable = movableOnline(booking, settings, now);
  const moving = movable && search.has("zmien");
  const day = search.get("dzien");
  const startDay = warsawDate(Date.parse(booking.starts_at));
  // Waiting for its money paid online, or freed without it: said instead of "Zarezerwowano!".
  const hold = await holdOnPage(db, booking, now);
  return {
    meta: sitePageMeta(business, MANAGE_PAGE_HEAD, href("/rezerwacja/:token", { token: params.token }), { noindex: true }),
    token: params.token,
    version: booking.sequence,
    notice: hold ? null : (Object.keys(MANAGE_NOTICES).find((key) => search.has(key)) ?? null),
    hold,
    service: booking.service_name,
    when: formatSession(booking.starts_at, booking.ends_at),
    start: { weekday: weekdayOfIsoNumber(startDay.dayOfWeek), date: formatDate(startDay, false), time: formatClock(booking.starts_at) },
    place: booking.place,
    price: (payment.kind === "none" && PREPAID_PRICE[payment.why]) || priceLabel(booking.price),
    status: booking.status,
    stage: sessionStage(booking, now),
    changeable,
    movable,
    maxMoves: MAX_CLIENT_MOVES,
    // The window the booking was confirmed with: a later change of the settings applies to new bookings only.
    cutoffHours: cutoffHoursOf(booking, settings.cancelCutoffHours),
    changeUntil: formatDateTime(new Date(changeDeadline(booking, settings.cancelCutoffHours)).toISOString()),
    payment: paymentText(payment),
    // As the confirmation said it: the package ordered with this booking while unpaid, or the session while due.
    // Held: paid on the provider's page ("Zapłać teraz"), not as the terms' methods say.
    howToPay: hold ? [] : await howToPayOnPage(db, booking, content, env.SITE_URL, payment.kind === "due"),
    noShowRule: booking.status === "confirmed" && booking.price > 0 ? noShowRule(settings) : null,
    phone: business.phone,
    // An occurrence of a weekly series: it and the later ones may go together.
    following: changeable ? await followingCount(db, booking) : 0,
    move: moving ? await moveChoices(booking, settings, day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null, now) : null,
    package: ownPackage?.text ?? null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const booking = await bookingFromLink(params.token);
  const form = await readForm(request, ["intent", "start", "version"]);
  if (!form.ok) return data({ error: form.message, alternatives: undefined }, { status: form.status });
  const { booking: settings, business } = contentFor(context);
  const outcome = await manageBooking(booking, form.fields, { settings, clientAddress: context.get(clientAddressContext), cancelFollowing });
  const page = href("/rezerwacja/:token", { token: params.token });
  const facts = { cutoffHours: cutoffHoursOf(booking, settings.cancelCutoffHours), maxMoves: MAX_CLIENT_MOVES, phone: business.phone };
  const refusal = (error: string, status: number) => data({ error, alternatives: undefined }, { status });
  switch (outcome.kind) {
    case "cancelled":
      return redirect(`${page}?odwolana`, 303);
    case "moved":
      return redirect(`${page}?przeniesiona`, 303);
    case "unavailable":
      return data({ error: outcome.message, alternatives: alternativeChoices(outcome.alternatives) }, { status: 409 });
    case "refused":
      return refusal(outcome.reason === "taken" ? slotRefusalMessage("taken", settings) : changeRefusalMessage(outcome.reason, facts), 409);
    case "rate-limited":
      return refusal(tooManyChanges(business.phone), 429);
    case "invalid":
      return refusal(INVALID_CHANGE[outcome.reason], 400);
  }
}

export default function ManageBookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const {
    token,
    version,
    notice,
    service,
    when,
    start,
    place,
    price,
    status,
    stage,
    changeable,
    movable,
    maxMoves,
    cutoffHours,
    changeUntil,
    payment,
    howToPay,
    noShowRule,
    phone,
    following,
    move,
    hold,
  } = loaderData;
  const ownPackage = loaderData.package;
  const page = href("/rezerwacja/:token", { token });
  useFocusOnChange(move ? "move" : null, "dzien");
  useFocusOnChange(move?.day ?? null, "godzina");
  return (
    <main id="tresc" className="flex-1">
      <div className="container-page max-w-3xl py-12 md:py-16">
        <p className="eyebrow">Rezerwacja</p>
        <h1 className="heading-1">{t(pageHeading(status === "cancelled"))}</h1>
        {notice && <ArrivalNotice text={MANAGE_NOTICES[notice]!} />}
        {hold && <PaymentHoldNotice hold={hold} />}
        <dl className="booking-summary mt-8">
          <dt>Usługa</dt>
          <dd>{t(service)}</dd>
          <dt>Termin</dt>
          <dd>{when}</dd>
          <dt>Miejsce</dt>
          <dd>{t(place)}</dd>
          <dt>Cena</dt>
          <dd>{price}</dd>
          <dt>Płatność</dt>
          <dd>{payment}</dd>
          <dt>Status</dt>
          <dd>{hold?.kind === "held" ? HELD_STATUS : bookingStatusText(status, stage)}</dd>
          {ownPackage && (
            <>
              <dt>Twój pakiet</dt>
              <dd>{t(ownPackage)}</dd>
            </>
          )}
        </dl>
        {status === "confirmed" && stage === "ahead" && hold?.kind !== "held" && (
          <p className="mt-6">
            <a href={href("/rezerwacja/:token/wydarzenie.ics", { token })} className="button-secondary" download="rezerwacja.ics">
              Dodaj do kalendarza
            </a>
          </p>
        )}
        {actionData?.error && (
          <p className="form-error mt-6" role="alert">
            {t(actionData.error)}
          </p>
        )}
        {status === "confirmed" && stage !== "ahead" && <p className="mt-6">{t(stageText(stage))}</p>}
        {status === "confirmed" && stage === "ahead" && !changeable && (
          <p className="mt-6">
            {t(tooLateOnline(cutoffHours))}
            <a href={telHref(phone)} className="font-bold underline">
              {phone}
            </a>
            .
          </p>
        )}
        {howToPay.length > 0 && (
          <ul className="mt-6 space-y-1">
            {howToPay.map((line) => (
              <li key={line}>{t(line)}</li>
            ))}
          </ul>
        )}
        {changeable && <p className="mt-6">{t(changeUntilText({ movable, changeUntil, cutoffHours, maxMoves, phone }))}</p>}
        {noShowRule && <p className="mt-6">{t(noShowRule)}</p>}
        {changeable && !move && (
          <div className="mt-6 flex flex-wrap gap-3">
            {movable && (
              <Link to={`${page}?zmien`} className="button-primary">
                Zmień termin
              </Link>
            )}
            <CancelWithQuestion label={cancelButton(following > 1)} question={cancelQuestion(start, service)} intent="cancel" version={version} />
            {following > 1 && (
              <CancelWithQuestion
                label={cancelFollowingButton(following)}
                question={cancelFollowingQuestion(following, start)}
                intent="cancel-following"
                version={version}
              />
            )}
          </div>
        )}
        {status === "cancelled" && (
          <p className="mt-8">
            <Link to={href("/rezerwacja")} className="button-primary">
              Zarezerwuj nowy termin
            </Link>
          </p>
        )}
      </div>
      {move && <BookingMoveStep token={token} version={version} phone={phone} move={move} alternatives={actionData?.alternatives} />}
    </main>
  );
}
