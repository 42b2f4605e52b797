// The trainer's agenda (/admin/kalendarz): a week of bookings, blocks and the
// private calendar's busy times by day with the days it is closed, the ended
// sessions still to mark, the bookings later settings left outside the rules,
// and what each button does.
// Every change of a booking goes through changeBooking.
import { Temporal } from "temporal-polyfill";
import type { Kysely } from "kysely";
import type { BookingSettings } from "../../content/booking-schema";
import { timestamp, type Booking, type Database } from "~/db/database.server";
import { blockTime, changeBooking, findBooking, unblockTime, versionFromForm, type ChangeRefusal } from "~/bookings/booking-store.server";
import { agendaBetween, sessionsToMark, type PrivateBusy } from "~/bookings/calendar-queries.server";
import { renewFeedSecret } from "~/bookings/calendar-feed-secret.server";
import { privateCalendar } from "~/bookings/private-calendar.server";
import { trainerFreeSlots } from "~/bookings/trainer-times.server";
import { cancelFollowing, followingCount, moveFollowing } from "~/bookings/series-changes.server";
import {
  formatClock,
  formatDate,
  formatDateRange,
  formatDay,
  formatTimeRange,
  minutesOf,
  parseDate,
  warsawBoundary,
  warsawDate,
  warsawInstant,
} from "~/bookings/warsaw-time";
import { closedWeekText, dayStatus, type DayStatus } from "~/bookings/agenda-days";
import { eraseClientOfBooking } from "~/bookings/erase-client.server";
import { ALREADY_ERASED, erasedClientMessage } from "~/bookings/erase-phrases";
import { cancelAndBlock } from "~/bookings/cancel-and-block.server";
import { ruleConflicts, RULE_CONFLICT_LABELS } from "~/bookings/booking-rules";
import { bookingsOutsideRules } from "~/bookings/outside-rules.server";
import { freeTimes, nearestSlots } from "~/bookings/free-times.server";
import { moveBookingTo, serviceOfBooking } from "~/bookings/manage-booking.server";
import { alternativeChoices } from "~/bookings/booking-page.server";
import type { TimeChoice } from "~/bookings/booking-picker";
import { dayCount, sessionCount } from "~/lib/polish-phrases";
import { openPackageNotices, packageLines } from "~/bookings/client-packages.server";

export type AgendaBooking = {
  kind: "booking";
  id: number;
  version: number;
  time: string;
  day?: string;
  service: string;
  place: string;
  name: string;
  email: string;
  phone: string;
  notes: string;
  status: string;
  past: boolean;
  /** "poza godzinami pracy", "usługa wycofana": later settings left it outside the rules. */
  conflicts: string[];
  /** For a booking outside the rules: the nearest free times to move it to. */
  moveTo: TimeChoice[];
  /** The client's package: "Pakiet 8 treningów: zostało 5 z 8, ważny do 14 stycznia". */
  package: string | null;
  /** The client's card, one tap away; null for a booking not yet linked to one. */
  clientId: number | null;
  /** An occurrence of a weekly series: it and the later ones ("ten i następne"), counted; 0 otherwise. */
  following: number;
  /** Its Warsaw date and time, for the move form's fields. */
  date: string;
  clock: string;
};

/** A busy stretch of the trainer's private calendar: its title only when the trainer chose to see titles. */
export type AgendaPrivateBusy = { kind: "private"; id: number; time: string; title: string };

export type AgendaEntry = AgendaBooking | { kind: "block"; id: number; time: string; note: string } | AgendaPrivateBusy;

/** A free time of the day, a tap away from booking it: the instant and "18:00". */
export type FreeTime = { start: string; label: string };

export type AgendaDay = { date: string; title: string; entries: AgendaEntry[]; free: FreeTime[] } & DayStatus;

/** An all-day event: "cały dzień", or its days when it lasts several ("całe dni: 28–30 listopada 2026"). */
function allDayText(busy: PrivateBusy): string {
  const first = warsawDate(Date.parse(busy.starts_at));
  const last = warsawDate(Date.parse(busy.ends_at) - 1);
  return first.equals(last) ? "cały dzień" : `całe dni: ${formatDateRange(first, last)}`;
}

/** The nearest free times to move a booking to, worked out once per booking and page (it shows in its day and under "Do decyzji"). */
type MoveChoices = (booking: Booking) => Promise<TimeChoice[]>;

function moveChoices(db: Kysely<Database>, settings: BookingSettings, now: Date): MoveChoices {
  const known = new Map<number, Promise<TimeChoice[]>>();
  return (booking) => {
    const start = Date.parse(booking.starts_at);
    const choices =
      known.get(booking.id) ??
      freeTimes(db, settings, serviceOfBooking(booking, settings), now, booking.id).then((free) => alternativeChoices(nearestSlots(free, start)));
    known.set(booking.id, choices);
    return choices;
  };
}

/** The balance line of a client's package, read once per client and page. */
type PackageLine = (clientId: number | null) => Promise<string | null>;

function packageLineFor(db: Kysely<Database>, now: Date): PackageLine {
  const known = new Map<number, Promise<string | null>>();
  return (clientId) => {
    if (clientId === null) return Promise.resolve(null);
    const line = known.get(clientId) ?? packageLines(db, [clientId], now).then((lines) => lines.get(clientId) ?? null);
    known.set(clientId, line);
    return line;
  };
}

type EntryContext = { db: Kysely<Database>; settings: BookingSettings; now: Date; movesFor: MoveChoices; packageLine: PackageLine };

async function agendaBooking(booking: Booking, { db, settings, now, movesFor, packageLine }: EntryContext, withDay = false): Promise<AgendaBooking> {
  const ahead = booking.status === "confirmed" && Date.parse(booking.starts_at) > now.getTime();
  const conflicts = ahead && !booking.kept_outside_rules_at ? ruleConflicts(settings, booking) : [];
  const moveTo = conflicts.length ? await movesFor(booking) : [];
  return {
    kind: "booking",
    id: booking.id,
    version: booking.sequence,
    time: formatTimeRange(booking.starts_at, booking.ends_at),
    ...(withDay ? { day: formatDay(warsawDate(Date.parse(booking.starts_at)), false) } : {}),
    service: booking.service_name,
    place: booking.place,
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    notes: booking.notes,
    status: booking.status,
    past: Date.parse(booking.starts_at) <= now.getTime(),
    conflicts: conflicts.map((conflict) => RULE_CONFLICT_LABELS[conflict]),
    moveTo,
    package: await packageLine(booking.client_id),
    clientId: booking.client_id,
    following: booking.series_id !== null && ahead ? await followingCount(db, booking) : 0,
    date: warsawDate(Date.parse(booking.starts_at)).toString(),
    clock: formatClock(booking.starts_at),
  };
}

export type AgendaWeek = {
  /** The week's Monday, and the Mondays before and after it. */
  first: string;
  previous: string;
  next: string;
  /** The day asked for (today by default): the week is shown from it on. */
  focus: string;
  /** "21–27 grudnia 2026". */
  title: string;
  /** "Cały tydzień wolny (urlop: …)" when no day of the week is open. */
  closed: string | null;
  /** The focus day and the rest of the week after it. */
  days: AgendaDay[];
  /** The service the days' free times are for (the first one), null without any. */
  freeFor: string | null;
  /** The week's days before the focus day ("Wcześniej w tym tygodniu"). */
  earlier: AgendaDay[];
  /** Sessions that ended without an outcome, the latest first, whatever week is shown. */
  toMark: AgendaBooking[];
  outsideRules: AgendaBooking[];
  /** Packages running out, until the trainer sells a new one or closes the notice. */
  packageNotices: { clientId: number; packageId: number; text: string }[];
  dateError: string | null;
};

/**
 * Sessions stay under "Do oznaczenia" this long after they end: a month
 * covers a monthly package and a holiday away from the panel; older ones keep
 * the same buttons in their own week, and the list stays short enough to sit
 * above today on a phone.
 */
const TO_MARK_DAYS = 30;

/**
 * The Monday-to-Sunday week of `start` (today when absent or not a real
 * date), each day with its entries in time order and what kind of day it is;
 * the day asked for comes first, the days before it apart.
 */
export async function agendaWeek(db: Kysely<Database>, start: string | null, settings: BookingSettings, now: Date): Promise<AgendaWeek> {
  const asked = parseDate(start);
  const focus = asked ?? warsawDate(now);
  const first = focus.subtract({ days: focus.dayOfWeek - 1 });
  const last = first.add({ days: 6 });
  const from = warsawInstant(first, 0)!;
  const to = warsawInstant(first.add({ days: 7 }), 0)!;
  const [{ bookings, blocks, privateBusy }, privateRow] = await Promise.all([agendaBetween(db, new Date(from), new Date(to)), privateCalendar(db)]);
  const week: AgendaDay[] = Array.from({ length: 7 }, (_, index) => {
    const date = first.add({ days: index });
    return { date: date.toString(), title: formatDay(date, false), entries: [], free: [], ...dayStatus(settings, date) };
  });
  // The free times of the first service (the usual one), for the days not yet over.
  const service = settings.services[0];
  if (service) {
    const free = await trainerFreeSlots(
      db,
      settings,
      service,
      week.map((day) => Temporal.PlainDate.from(day.date)),
      now,
    );
    for (const day of week)
      day.free = (free.get(day.date) ?? []).map((slot) => ({ start: new Date(slot.start).toISOString(), label: formatClock(slot.start) }));
  }
  const dayOf = (instant: string) => week.find((day) => day.date === warsawDate(new Date(instant)).toString());
  const sortKey = new Map<AgendaEntry, string>();
  const context: EntryContext = { db, settings, now, movesFor: moveChoices(db, settings, now), packageLine: packageLineFor(db, now) };
  for (const booking of bookings) {
    const entry = await agendaBooking(booking, context);
    sortKey.set(entry, booking.starts_at);
    dayOf(booking.starts_at)?.entries.push(entry);
  }
  const weekStart = timestamp(new Date(from));
  for (const block of blocks) {
    // A block that began before the week shows on its first day.
    const shownFrom = block.starts_at < weekStart ? weekStart : block.starts_at;
    const entry: AgendaEntry = { kind: "block", id: block.id, time: formatTimeRange(block.starts_at, block.ends_at), note: block.note };
    sortKey.set(entry, shownFrom);
    dayOf(shownFrom)?.entries.push(entry);
  }
  for (const busy of privateBusy) {
    const shownFrom = busy.starts_at < weekStart ? weekStart : busy.starts_at;
    const time = busy.all_day ? allDayText(busy) : formatTimeRange(busy.starts_at, busy.ends_at);
    const entry: AgendaEntry = { kind: "private", id: busy.id, time, title: privateRow?.show_titles ? busy.title : "" };
    sortKey.set(entry, shownFrom);
    dayOf(shownFrom)?.entries.push(entry);
  }
  for (const day of week) day.entries.sort((a, b) => sortKey.get(a)!.localeCompare(sortKey.get(b)!));
  const since = new Date(now.getTime() - TO_MARK_DAYS * 24 * 3_600_000);
  const toMark = await Promise.all((await sessionsToMark(db, since, now)).map((booking) => agendaBooking(booking, context, true)));
  const outsideRules = await Promise.all((await bookingsOutsideRules(db, settings, now)).map(({ booking }) => agendaBooking(booking, context, true)));
  const focusIndex = focus.dayOfWeek - 1;
  return {
    first: first.toString(),
    previous: first.subtract({ days: 7 }).toString(),
    next: first.add({ days: 7 }).toString(),
    focus: focus.toString(),
    title: formatDateRange(first, last),
    closed: closedWeekText(settings, first, last),
    freeFor: service?.name ?? null,
    days: week.slice(focusIndex),
    earlier: week.slice(0, focusIndex),
    toMark,
    outsideRules,
    packageNotices: await openPackageNotices(db, now),
    dateError: start !== null && !asked ? `Nie ma takiego dnia: „${start.slice(0, 20)}”. Pokazuję bieżący tydzień.` : null,
  };
}

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
