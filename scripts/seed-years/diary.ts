/* eslint-disable @typescript-eslint/ban-ts-comment -- unchecked until this script is typed */
// @ts-nocheck
// The diary of a busy trainer over `years` years, as plain rows in memory:
// client cards, weekly series, one-off bookings (cancelled, moved, missed),
// packages counted down session by session, and time blocked for lunch. Rows
// refer to each other by their index in these arrays; seed-years.ts turns the
// indexes into ids as it inserts them. Deterministic: one seeded generator.
import { Temporal } from "temporal-polyfill";
// The app's own calendar of holidays (plain TypeScript, run by Node's type stripping): the diary is closed on them, as a series saved in the panel skips them.
import { holidayOn } from "../../app/scheduling/polish-holidays.ts";

const ZONE = "Europe/Warsaw";
const HOUR = 3_600_000;
/** Session starts of a weekday and of a Saturday: 60 minutes and the 15-minute buffer fit between them, lunch stays free. */
const WEEKDAY_STARTS = ["07:00", "08:30", "10:00", "11:30", "15:00", "16:30", "18:00", "19:30"];
const SATURDAY_STARTS = ["08:00", "09:30", "11:00", "12:30"];
const FIRST = [
  "Anna",
  "Marta",
  "Katarzyna",
  "Agnieszka",
  "Magdalena",
  "Joanna",
  "Ewa",
  "Monika",
  "Piotr",
  "Tomasz",
  "Paweł",
  "Michał",
  "Krzysztof",
  "Marcin",
  "Jakub",
  "Łukasz",
];
const LAST = [
  "Nowak",
  "Kowalsk",
  "Wiśniewsk",
  "Wójcik",
  "Kowalczyk",
  "Kamińsk",
  "Lewandowsk",
  "Zielińsk",
  "Szymańsk",
  "Woźniak",
  "Dąbrowsk",
  "Kozłowsk",
  "Jankowsk",
  "Mazur",
  "Krawczyk",
  "Piotrowsk",
];
const NOTES = [
  "",
  "",
  "Kolano po rekonstrukcji ACL — bez głębokich przysiadów.",
  "Cel: 10 km poniżej godziny.",
  "Woli poranne godziny.",
  "Przygotowanie do zawodów trójboju.",
];

const iso = (ms) => new Date(ms).toISOString();
const at = (date, clock) => {
  const [hour, minute] = clock.split(":").map(Number);
  return Temporal.PlainDateTime.from({ year: date.year, month: date.month, day: date.day, hour, minute }).toZonedDateTime(ZONE).epochMilliseconds;
};

/** Makes the diary; `now` splits the past (outcomes marked) from the weeks ahead (confirmed). */
export function makeDiary({ years, now, clientCount, bufferMinutes, random }) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const today = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(ZONE).toPlainDate();
  const firstMonday = today.subtract({ years }).subtract({ days: today.subtract({ years }).dayOfWeek - 1 });
  const weeks = Math.ceil(firstMonday.until(today).days / 7) + 6;
  const startOf = (index) => at(firstMonday.add({ weeks: index }), "06:00");

  const clients = Array.from({ length: clientCount }, (_, index) => {
    const female = index % 2 === 0;
    const first = female ? FIRST[index % 8] : FIRST[8 + (index % 8)];
    const stem = LAST[(index * 7) % LAST.length];
    const last = stem.endsWith("sk") ? stem + (female ? "a" : "i") : stem;
    const ascii = `${first}.${last}`
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace("ł", "l")
      .replace("Ł", "L")
      .toLowerCase();
    return {
      name: `${first} ${last}`,
      email: `${ascii}${index}@example.pl`,
      phone: `+48 6${String(10_000_000 + index * 7919).slice(0, 2)} ${String(100 + index).slice(-3)} ${String(200 + index * 3).slice(-3)}`,
      notes: pick(NOTES),
      joined: Math.floor(random() * (weeks - 10)),
      first: null,
      last: null,
    };
  });
  const series = [];
  const bookings = [];
  const packages = [];
  const events = [];
  const uses = [];
  const blocks = [];
  const active = [];
  const currentPackage = new Map();

  const book = (client, date, clock, extra) => {
    const start = at(date, clock);
    const service = extra.service ?? { slug: "trening-personalny", name: "Trening personalny", minutes: 60, price: 150, place: "Studio" };
    const end = start + service.minutes * 60_000;
    const row = {
      client,
      series: extra.series ?? null,
      service_slug: service.slug,
      service_name: service.name,
      place: service.place,
      price: service.price,
      starts_at: iso(start),
      ends_at: iso(end),
      claimed_until: iso(end + bufferMinutes * 60_000),
      status: "confirmed",
      origin: extra.origin ?? "trainer",
      created_at: iso(Math.min(start - 3 * 24 * HOUR, now.getTime())),
      cancelled_at: null,
      cancel_reason: null,
      moved_at: null,
      package: null,
    };
    const c = clients[client];
    c.first ??= row.created_at;
    c.last = row.starts_at < iso(now.getTime()) ? row.starts_at : c.last;
    bookings.push(row);
    return row;
  };

  /** A session's outcome: past ones marked (a few left to mark last week), ahead ones confirmed, some cancelled either way. */
  const settle = (row, index) => {
    const start = Date.parse(row.starts_at);
    const roll = random();
    if (roll < 0.07) {
      row.status = "cancelled";
      row.cancelled_at = iso(Math.min(start - 24 * HOUR, now.getTime()));
      row.cancel_reason = roll < 0.04 ? "client" : "Choroba trenera — przepraszam, odrobimy.";
      return;
    }
    if (start > now.getTime() || (start > now.getTime() - 5 * 24 * HOUR && roll > 0.8)) return;
    row.status = roll < 0.1 ? "no_show" : "attended";
    if (row.status === "attended" && row.service_slug === "trening-personalny") countDown(row, index);
  };

  const countDown = (row, index) => {
    const date = row.starts_at.slice(0, 10);
    let pack = currentPackage.get(row.client);
    if (!pack || pack.used === pack.sessions) {
      if (pack) pack.notice_closed_at = row.starts_at;
      const sessions = random() < 0.6 ? 8 : 12;
      pack = {
        client: row.client,
        offer_slug: `pakiet-${sessions}-treningow`,
        name: `Pakiet ${sessions} treningów`,
        sessions,
        price: sessions === 8 ? 1040 : 1440,
        valid_weeks: sessions + 4,
        valid_from: "sale",
        sold_on: date,
        starts_on: date,
        paid: random() < 0.92 ? 1 : 0,
        low_notified_at: null,
        expiry_notified_at: null,
        notice_closed_at: null,
        created_at: row.starts_at,
        used: 0,
      };
      packages.push(pack);
      currentPackage.set(row.client, pack);
      events.push({
        package: packages.length - 1,
        at: row.starts_at,
        what: `sprzedano: ${pack.name}, ${pack.price} zł, ${pack.paid ? "opłacony" : "do zapłaty"}`,
      });
    }
    pack.used++;
    row.package = packages.indexOf(pack);
    uses.push({ booking: index, package: row.package, created_at: row.ends_at });
    events.push({ package: row.package, at: row.ends_at, what: `trening ${date} — odbył się (zostało ${pack.sessions - pack.used} z ${pack.sessions})` });
    if (pack.sessions - pack.used === 1) pack.low_notified_at = row.ends_at;
  };

  for (let week = 0; week < weeks; week++) {
    const monday = firstMonday.add({ weeks: week });
    const taken = new Set();
    // About 22 weekly regulars at a time; a series lasts 3 to 15 months.
    for (let index = active.length - 1; index >= 0; index--) if (active[index].until <= week) active.splice(index, 1);
    while (active.length < 22) {
      const candidates = clients.map((_, index) => index).filter((index) => clients[index].joined <= week && !active.some((one) => one.client === index));
      if (!candidates.length) break;
      const client = pick(candidates);
      const day = 1 + Math.floor(random() * 6);
      const clock = pick(day === 6 ? SATURDAY_STARTS : WEEKDAY_STARTS);
      if (active.some((one) => one.day === day && one.clock === clock)) continue;
      series.push({ client, service_slug: "trening-personalny", wall_time: clock, every_weeks: 1, created_at: iso(startOf(week)) });
      active.push({ client, day, clock, series: series.length - 1, until: week + 13 + Math.floor(random() * 52) });
    }
    for (const one of active) {
      taken.add(`${one.day} ${one.clock}`);
      if (holidayOn(monday.add({ days: one.day - 1 }))) continue;
      const row = book(one.client, monday.add({ days: one.day - 1 }), one.clock, { series: one.series });
      settle(row, bookings.length - 1);
    }
    // Up to ten one-off sessions (fewer when their time is taken): consultations, a session outdoors, a single training.
    for (let count = 0; count < 10; count++) {
      const day = 1 + Math.floor(random() * 6);
      const clock = pick(day === 6 ? SATURDAY_STARTS : WEEKDAY_STARTS);
      if (taken.has(`${day} ${clock}`) || holidayOn(monday.add({ days: day - 1 }))) continue;
      taken.add(`${day} ${clock}`);
      const client = Math.floor(random() * clients.length);
      const service = pick([
        { slug: "konsultacja", name: "Bezpłatna konsultacja", minutes: 30, price: 0, place: "Studio" },
        { slug: "konsultacja-online", name: "Bezpłatna konsultacja online", minutes: 30, price: 0, place: "Online" },
        { slug: "trening-w-plenerze", name: "Trening w plenerze", minutes: 60, price: 150, place: "W plenerze" },
        undefined,
      ]);
      const row = book(client, monday.add({ days: day - 1 }), clock, { service, origin: random() < 0.6 ? "online" : "trainer" });
      settle(row, bookings.length - 1);
      // One in twenty moved to another free time of the week.
      if (random() < 0.05 && row.status !== "cancelled") moveWithin(row, monday, taken);
    }
    // Lunch blocked twice a week.
    for (const day of [2, 4]) {
      const date = monday.add({ days: day - 1 });
      blocks.push({ starts_at: iso(at(date, "13:00")), ends_at: iso(at(date, "14:45")), note: "Obiad", created_at: iso(startOf(week)) });
    }
  }

  function moveWithin(row, monday, taken) {
    const day = 1 + Math.floor(random() * 5);
    const clock = pick(WEEKDAY_STARTS);
    if (taken.has(`${day} ${clock}`) || holidayOn(monday.add({ days: day - 1 }))) return;
    taken.add(`${day} ${clock}`);
    const start = at(monday.add({ days: day - 1 }), clock);
    // A move stays on its side of now: an outcome marked is never in the future.
    if (start > now.getTime() !== Date.parse(row.starts_at) > now.getTime()) return;
    const length = Date.parse(row.ends_at) - Date.parse(row.starts_at);
    row.moved_at = iso(Math.min(Date.parse(row.created_at) + 24 * HOUR, now.getTime()));
    row.starts_at = iso(start);
    row.ends_at = iso(start + length);
    row.claimed_until = iso(start + length + bufferMinutes * 60_000);
  }

  return { clients, series, bookings, packages, events, uses, blocks };
}
