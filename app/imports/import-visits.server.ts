// The file's upcoming appointments checked against the calendar as the
// agenda checks a booking taken by phone (timeFate over what holds time,
// by name): a free time, or one outside working hours (the client and the
// trainer agreed it already), is booked; a time anything holds, a booking
// of the file's own before it too, is a clash, listed and never booked.
// Past appointments are history: not booked.
import { Temporal } from "temporal-polyfill";
import type { Kysely, Transaction } from "kysely";
import type { BookingService, BookingSettings } from "~content/booking-schema";
import type { Database } from "~/db/database.server";
import { namedOccupied } from "~/agenda/index.server";
import { timeFate } from "~/series";
import type { NamedOccupied } from "~/scheduling";
import type { ImportedPerson, ImportedVisit, MappedRow } from "./mapped-people";
import { foldName } from "./fold-name";

const MINUTE = 60_000;

export type VisitFate = { row: number } & (
  | { kind: "book"; start: number; end: number; service: BookingService; outsideHours: boolean }
  | { kind: "clash"; start: number; what: string }
  | { kind: "past" | "unreadable" }
);

export type VisitRow = { row: number; person: ImportedPerson; visit: ImportedVisit };

/** The rows that name an appointment, a card's row each (a skipped row books nothing). */
export function visitRows(mapped: MappedRow[]): VisitRow[] {
  return mapped.flatMap((row) => ("person" in row && row.visit ? [{ row: row.row, person: row.person, visit: row.visit }] : []));
}

/**
 * The service a visit names (letter case aside), else one whose name holds
 * the visit's or is held in it ("Trening" and "Trening personalny"), else
 * the first paid one: a session moved from Booksy is not a free consultation.
 */
export function serviceOf(settings: BookingSettings, name: string): BookingService | undefined {
  const wanted = foldName(name);
  const { services } = settings;
  return (
    services.find((service) => foldName(service.name) === wanted) ??
    (wanted ? services.find((service) => foldName(service.name).includes(wanted) || wanted.includes(foldName(service.name))) : undefined) ??
    services.find((service) => service.price > 0) ??
    services[0]
  );
}

export async function visitFates(db: Kysely<Database> | Transaction<Database>, rows: VisitRow[], settings: BookingSettings, now: Date): Promise<VisitFate[]> {
  const readable = rows.flatMap(({ row, person, visit }) => ("unreadable" in visit ? [] : [{ row, person, visit, date: Temporal.PlainDate.from(visit.date) }]));
  const last = readable.reduce<Temporal.PlainDate | null>(
    (latest, { date }) => (!latest || Temporal.PlainDate.compare(date, latest) > 0 ? date : latest),
    null,
  );
  const occupied: NamedOccupied[] = last ? await namedOccupied(db, now, last) : [];
  return rows.map(({ row, person, visit }): VisitFate => {
    const service = "unreadable" in visit ? undefined : serviceOf(settings, visit.service);
    if ("unreadable" in visit || !service) return { row, kind: "unreadable" };
    const [hours, minutes] = visit.time.split(":").map(Number) as [number, number];
    const fate = timeFate(settings, service, Temporal.PlainDate.from(visit.date), hours * 60 + minutes, now, occupied);
    if (fate.fate.kind === "no-such-time" || fate.start === null || fate.end === null) return { row, kind: "unreadable" };
    if (fate.fate.kind === "past") return { row, kind: "past" };
    if (fate.fate.kind === "taken") return { row, kind: "clash", start: fate.start, what: fate.fate.what };
    // Held from here on: the file's own later visits meet it as they would meet a booking.
    occupied.push({ start: fate.start, end: fate.end + settings.bufferMinutes * MINUTE, name: `${person.name}, ${service.name}` });
    return { row, kind: "book", start: fate.start, end: fate.end, service, outsideHours: fate.fate.kind !== "free" };
  });
}
