// What each button of the trainer's agenda (/admin/kalendarz) and of a card's
// bookings does; the week itself is agenda-week.server.ts.
// Every change of a booking goes through changeBooking.
import { Temporal } from "temporal-polyfill";
import type { Kysely } from "kysely";
import type { BookingSettings } from "~content/booking-schema";
import type { Booking, Database } from "~/db/database.server";
import { versionFromForm, type ChangeRefusal } from "~/bookings/booking-change-rules";
import { blockTime, changeBooking, findBooking, unblockTime } from "~/bookings/booking-store.server";
import { renewFeedSecret } from "~/calendar-feed/calendar-feed-secret.server";
import { cancelFollowing, moveFollowing } from "~/series/series-changes.server";
import { formatDate, formatDay, formatTimeRange, minutesOf, parseDate, warsawBoundary, warsawDate, warsawInstant } from "~/scheduling/warsaw-time";
import { eraseClientOfBooking } from "~/clients/erase-client.server";
import { ALREADY_ERASED, erasedClientMessage } from "~/clients/erase-phrases";
import { cancelAndBlock } from "~/agenda/cancel-and-block.server";
import { moveBookingTo } from "~/bookings/manage-booking.server";
import { dayCount, sessionCount } from "~/lib/polish-phrases";

const REFUSALS: Record<ChangeRefusal, string> = {
  "not-found": "Nie ma takiej rezerwacji — mogła zostać usunięta.",
  cancelled: "Ta rezerwacja została już odwołana.",
  finished: "To spotkanie ma już zapisany wynik.",
  "not-started": "To spotkanie jeszcze się nie zaczęło.",
  stale: "Tę rezerwację zmieniono przed chwilą w innym oknie albo przez klienta — sprawdź aktualny termin poniżej.",
  late: "Na zmianę jest już za późno.",
  "moves-used": "Tej rezerwacji nie można już przełożyć.",
  taken: "Ten termin został właśnie zajęty. Wybierz inny.",
};

/** What a button in the agenda did, as a toast says it. */
export async function agendaAction(db: Kysely<Database>, form: URLSearchParams, settings: BookingSettings, now: Date = new Date()): Promise<string> {
  const intent = form.get("intent");
  const idText = form.get("id") ?? "";
  const id = /^\d{1,9}$/.test(idText) ? Number(idText) : NaN;
  if (intent === "block") return addBlock(db, form, settings, now);
  if (intent === "unblock") {
    if (Number.isSafeInteger(id)) await unblockTime(db, id);
    return "Blokada usunięta: ten czas znów można rezerwować.";
  }
  if (intent === "new-feed") {
    await renewFeedSecret(db, now);
    return "Nowy adres kalendarza gotowy. Stary przestał działać: dodaj nowy w swoim kalendarzu.";
  }
  const booking = Number.isSafeInteger(id) ? await findBooking(db, id) : undefined;
  if (!booking) return REFUSALS["not-found"];
  const options = { now, expectedSequence: versionFromForm(form), noShowUsesSession: settings.noShowCountsAsSession };
  if (intent === "cancel" && form.get("scope") === "following") {
    const message = (form.get("message") ?? "").trim().slice(0, 1000);
    const outcome = await cancelFollowing(db, booking, { kind: "cancel", by: "trainer", message }, options);
    if (!outcome.ok) return REFUSALS[outcome.reason];
    return `Odwołano ${sessionCount(outcome.bookings.length)} od ${formatDate(warsawDate(Date.parse(booking.starts_at)), false)}. ${clientTold(booking)}`;
  }
  if (intent === "move-to") return moveToTime(db, booking, form, settings, now);
  // No address, nothing to block (an empty one would match every such client).
  if (!booking.email && intent === "cancel-block") return "Ten klient nie ma adresu e-mail: nie ma czego zablokować. Odwołaj bez blokady.";
  if (intent === "cancel" || intent === "cancel-block") {
    const message = (form.get("message") ?? "").trim().slice(0, 1000);
    const cancel = { kind: "cancel", by: "trainer", message } as const;
    const outcome = await (intent === "cancel-block" ? cancelAndBlock : changeBooking)(db, id, cancel, options);
    if (!outcome.ok) return REFUSALS[outcome.reason];
    return intent === "cancel-block"
      ? `Odwołano i zablokowano ${booking.email}. ${clientTold(booking)}`
      : `Odwołano. ${booking.mail_client ? "Klient dostanie e-mail z Twoją wiadomością." : clientTold(booking)}`;
  }
  if (intent === "attended" || intent === "no_show") {
    const outcome = await changeBooking(db, id, { kind: intent }, options);
    if (!outcome.ok) return REFUSALS[outcome.reason];
    return intent === "attended" ? "Zapisano: spotkanie się odbyło." : "Zapisano: nieobecność klienta.";
  }
  if (intent === "keep") {
    const outcome = await changeBooking(db, id, { kind: "keep" }, options);
    return outcome.ok ? "Zostawiono: termin obowiązuje bez zmian." : REFUSALS[outcome.reason];
  }
  if (intent === "move") return moveByTrainer(db, booking, form, settings, now);
  if (intent === "erase") {
    const erased = await eraseClientOfBooking(db, booking.id);
    return erased ? erasedClientMessage(erased) : ALREADY_ERASED;
  }
  return "Nieznane polecenie. Odśwież stronę.";
}

/** Whether the client hears of a change: not when the trainer unticked their mails (or they have no address). */
const clientTold = (booking: Booking) => (booking.mail_client ? "Klient dostanie e-mail." : "Klient nie dostanie e-maila — zadzwoń do niego.");

/**
 * The trainer moves a booking to a day and time typed in (this occurrence, or
 * it and the series' later ones by the same shift); any time the cells allow,
 * as when taking a booking.
 */
async function moveToTime(db: Kysely<Database>, booking: Booking, form: URLSearchParams, settings: BookingSettings, now: Date): Promise<string> {
  const day = parseDate(form.get("date"));
  const time = form.get("time") ?? "";
  if (!day || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return "Podaj nowy dzień i godzinę, np. 18:00.";
  const start = warsawInstant(day, minutesOf(time));
  if (start === null) return "Tej godziny nie ma tego dnia (zmiana czasu). Wybierz inną.";
  if (start <= now.getTime()) return "Ten termin już minął. Wybierz inny.";
  const bufferMs = settings.bufferMinutes * 60_000;
  const options = { now, expectedSequence: versionFromForm(form) };
  const when = `${formatDay(day, false)}, ${time}`;
  if (form.get("scope") === "following") {
    const outcome = await moveFollowing(db, booking, start, bufferMs, options);
    if (!outcome.ok)
      return outcome.reason === "taken" ? "Któryś z nowych terminów jest zajęty: nic nie przeniesiono. Wybierz inną godzinę." : REFUSALS[outcome.reason];
    return `Przeniesiono ${sessionCount(outcome.bookings.length)}, pierwszy na ${when}. ${clientTold(booking)}`;
  }
  const length = Date.parse(booking.ends_at) - Date.parse(booking.starts_at);
  const outcome = await changeBooking(db, booking.id, { kind: "move", by: "trainer", slot: { start, end: start + length, bufferMs } }, options);
  if (!outcome.ok) return REFUSALS[outcome.reason];
  return `Przeniesiono na ${when}. ${clientTold(booking)}`;
}

/** The trainer moves a booking to one of the free times offered; the client gets "Zmiana terminu". */
async function moveByTrainer(db: Kysely<Database>, booking: Booking, form: URLSearchParams, settings: BookingSettings, now: Date): Promise<string> {
  const start = Date.parse(form.get("start") ?? "");
  if (!Number.isFinite(start)) return "Wybierz nowy termin z listy.";
  const claim = await moveBookingTo(db, booking, start, { by: "trainer", settings, now, options: { now, expectedSequence: versionFromForm(form) } });
  if (!claim.ok) return claim.message;
  if (typeof claim.value === "string") return REFUSALS[claim.value];
  const moved = claim.value;
  return `Przeniesiono. Nowy termin: ${formatDay(warsawDate(Date.parse(moved.starts_at)), false)}, ${formatTimeRange(moved.starts_at, moved.ends_at)}. Klient dostanie e-mail.`;
}

async function addBlock(db: Kysely<Database>, form: URLSearchParams, settings: BookingSettings, now: Date): Promise<string> {
  const day = parseDate(form.get("date"));
  const from = form.get("from") ?? "";
  const to = form.get("to") ?? "";
  const time = /^([01]\d|2[0-3]):[0-5]\d$/;
  if (!day || !time.test(from) || !(time.test(to) || to === "24:00")) return "Podaj prawdziwy dzień i godziny od–do, np. 15:00 i 17:00.";
  const lastDay = warsawDate(now).add({ days: settings.horizonDays });
  if (Temporal.PlainDate.compare(day, lastDay) > 0) {
    return `Ten dzień wypada dalej niż ${dayCount(settings.horizonDays)} naprzód, a tak daleko i tak nikt nie może zarezerwować terminu. Zablokuj go później.`;
  }
  // Cells are five minutes long: a block covers every cell it touches; a time in the hour skipped in March counts from the change.
  const start = warsawBoundary(day, Math.floor(minutesOf(from) / 5) * 5);
  const end = warsawBoundary(day, Math.ceil(minutesOf(to) / 5) * 5);
  if (end <= start) return "Godzina „do” musi być późniejsza niż „od” (tego dnia).";
  if (end <= now.getTime()) return "Ten czas już minął: nie ma czego blokować.";
  const note = (form.get("note") ?? "").trim().slice(0, 120);
  const outcome = await blockTime(db, { start, end, note }, now);
  return outcome.kind === "blocked"
    ? `Zablokowano: ${formatDay(day, false)}, ${from}–${to}.`
    : "W tym czasie jest już rezerwacja albo blokada. Odwołaj ją najpierw albo wybierz inne godziny.";
}
