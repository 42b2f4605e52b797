// The trainer's agenda (/admin/kalendarz): a week of bookings and blocks by
// day, and what each button does.
import { Temporal } from "temporal-polyfill";
import type { Kysely } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import { blockTime, cancelBooking, findBooking, markOutcome, unblockTime } from "~/bookings/booking-store.server";
import { agendaBetween, blockEmail } from "~/bookings/calendar-queries.server";
import { renewFeedSecret } from "~/bookings/calendar-feed-secret.server";
import { formatClock, formatDay, minutesOf, warsawDate, warsawInstant } from "~/bookings/warsaw-time";
import { eraseClient } from "~/bookings/erase-client.server";

export type AgendaEntry =
  | { kind: "booking"; id: number; time: string; service: string; place: string; name: string; email: string; phone: string; notes: string; status: string; past: boolean }
  | { kind: "block"; id: number; time: string; note: string };

export type AgendaDay = { date: string; title: string; entries: AgendaEntry[] };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Seven days from `start` (today by default), each with its entries in time order. */
export async function agendaWeek(db: Kysely<Database>, start: string | null, now: Date): Promise<{ first: string; previous: string; next: string; days: AgendaDay[] }> {
  const first = start && DATE.test(start) ? Temporal.PlainDate.from(start) : warsawDate(now);
  const from = warsawInstant(first, 0)!;
  const to = warsawInstant(first.add({ days: 7 }), 0)!;
  const { bookings, blocks } = await agendaBetween(db, new Date(from), new Date(to));
  const days: AgendaDay[] = Array.from({ length: 7 }, (_, index) => {
    const date = first.add({ days: index });
    return { date: date.toString(), title: formatDay(date, false), entries: [] };
  });
  const dayOf = (instant: string) => days.find((day) => day.date === warsawDate(new Date(instant)).toString());
  for (const booking of bookings) {
    dayOf(booking.starts_at)?.entries.push({
      kind: "booking",
      id: booking.id,
      time: `${formatClock(booking.starts_at)}–${formatClock(booking.ends_at)}`,
      service: booking.service_name,
      place: booking.place,
      name: booking.name,
      email: booking.email,
      phone: booking.phone,
      notes: booking.notes,
      status: booking.status,
      past: Date.parse(booking.starts_at) <= now.getTime(),
    });
  }
  for (const block of blocks) {
    // A block that began before the week shows on its first day.
    const weekStart = timestamp(new Date(from));
    dayOf(block.starts_at < weekStart ? weekStart : block.starts_at)?.entries.push({
      kind: "block",
      id: block.id,
      time: `${formatClock(block.starts_at)}–${formatClock(block.ends_at)}`,
      note: block.note,
    });
  }
  for (const day of days) day.entries.sort((a, b) => a.time.localeCompare(b.time));
  return { first: first.toString(), previous: first.subtract({ days: 7 }).toString(), next: first.add({ days: 7 }).toString(), days };
}

/** What a button in the agenda did, as a toast says it. */
export async function agendaAction(db: Kysely<Database>, form: URLSearchParams, now: Date = new Date()): Promise<string> {
  const intent = form.get("intent");
  const id = Number(form.get("id"));
  if (intent === "block") return addBlock(db, form, now);
  if (intent === "unblock") {
    await unblockTime(db, id);
    return "Blokada usunięta: ten czas znów można rezerwować.";
  }
  if (intent === "new-feed") {
    await renewFeedSecret(db, now);
    return "Nowy adres kalendarza gotowy. Stary przestał działać: dodaj nowy w swoim kalendarzu.";
  }
  const booking = Number.isSafeInteger(id) ? await findBooking(db, id) : undefined;
  if (!booking) return "Nie ma takiej rezerwacji — mogła zostać usunięta.";
  if (intent === "cancel" || intent === "cancel-block") {
    const message = (form.get("message") ?? "").trim().slice(0, 1000);
    const cancelled = await cancelBooking(db, id, { client: false, message }, now);
    if (intent === "cancel-block") await blockEmail(db, booking.email, now);
    if (!cancelled) return "Ta rezerwacja była już odwołana.";
    return intent === "cancel-block" ? `Odwołano i zablokowano ${booking.email}. Klient dostanie e-mail.` : "Odwołano. Klient dostanie e-mail z Twoją wiadomością.";
  }
  if (intent === "attended" || intent === "no_show") {
    return (await markOutcome(db, id, intent, now)) ? (intent === "attended" ? "Zapisano: odbyło się." : "Zapisano: nieobecność.") : "To spotkanie jeszcze się nie zaczęło.";
  }
  if (intent === "erase") {
    const erased = await eraseClient(db, booking.email);
    return `Usunięto dane ${booking.email}: rezerwacje (${erased.bookings}) i zapytania (${erased.enquiries}).`;
  }
  return "Nieznane polecenie. Odśwież stronę.";
}

async function addBlock(db: Kysely<Database>, form: URLSearchParams, now: Date): Promise<string> {
  const date = form.get("date") ?? "";
  const from = form.get("from") ?? "";
  const to = form.get("to") ?? "";
  const time = /^([01]\d|2[0-3]):[0-5]\d$/;
  if (!DATE.test(date) || !time.test(from) || !(time.test(to) || to === "24:00")) return "Podaj dzień (RRRR-MM-DD) i godziny od–do, np. 15:00 i 17:00.";
  const day = Temporal.PlainDate.from(date);
  // Cells are five minutes long: a block covers every cell it touches.
  const start = warsawInstant(day, Math.floor(minutesOf(from) / 5) * 5);
  const end = warsawInstant(day, Math.ceil(minutesOf(to) / 5) * 5);
  if (start === null || end === null || end <= start) return "Godzina „do” musi być późniejsza niż „od” (tego dnia).";
  const note = (form.get("note") ?? "").trim().slice(0, 120);
  const outcome = await blockTime(db, { start, end, note }, now);
  return outcome.kind === "blocked"
    ? `Zablokowano: ${formatDay(day, false)}, ${from}–${to}.`
    : "W tym czasie jest już rezerwacja albo blokada. Odwołaj ją najpierw albo wybierz inne godziny.";
}
