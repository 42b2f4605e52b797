// RODO art. 15 and 20: everything the site stores about one e-mail address,
// for the trainer to send the client (a readable page and a JSON file). It
// reads what the erasure (eraseClient) deletes, the same way: enquiries by the
// address in any case, bookings by the address as stored, blocks by mailbox.
import { sql, type Kysely } from "kysely";
import { data } from "react-router";
import { requireAdmin } from "~/admin/admin-auth.server";
import { idParam } from "~/admin/admin-params.server";
import { getDatabase, type Booking, type Database, type Enquiry, type OutboxRow } from "~/db/database.server";
import { bookingBlocksOf, type BookingBlock } from "~/bookings/calendar-queries.server";
import { STATUS_LABELS } from "~/enquiries/enquiry-status";
import { MAIL_KIND_LABELS, MAIL_STATUS_LABELS } from "~/mail/mail-labels";

export const BOOKING_STATUS_LABELS: Record<Booking["status"], string> = {
  confirmed: "potwierdzona",
  cancelled: "odwołana",
  attended: "odbyła się",
  no_show: "nieobecność",
};

export type ExportedMail = {
  id: number;
  kind: OutboxRow["kind"];
  kindLabel: string;
  status: OutboxRow["status"];
  statusLabel: string;
  attempts: number;
  queuedAt: string;
  nextAttemptAt: string;
  lockedUntil: string | null;
  sentAt: string | null;
  lastError: string | null;
};

export type ExportedEnquiry = {
  id: number;
  receivedAt: string;
  name: string;
  email: string;
  phone: string | null;
  /** The offer item asked about (its identifier); null: a general question. */
  service: string | null;
  message: string;
  status: Enquiry["status"];
  statusLabel: string;
  /** The trainer's own note about the enquiry. */
  note: string | null;
  mails: ExportedMail[];
};

export type ExportedBooking = {
  id: number;
  bookedAt: string;
  service: string;
  serviceName: string;
  place: string;
  /** In złoty, as booked. */
  price: number;
  startsAt: string;
  endsAt: string;
  /** The break after the session, kept free, ends here. */
  bufferUntil: string;
  name: string;
  email: string;
  phone: string;
  notes: string;
  /** Attendance is recorded to settle packages: "attended", "no_show". */
  status: Booking["status"];
  statusLabel: string;
  /** How many times the booking was changed (moved, cancelled, marked). */
  changes: number;
  movesByClient: number;
  keptOutsideRulesAt: string | null;
  /** The trainer's message when cancelling, or "client" when the client cancelled. */
  cancelReason: string | null;
  cancelledAt: string | null;
  /** A keyed hash of the network the booking came from: kept only while the rate limit counts it. */
  networkHash: string | null;
  mails: ExportedMail[];
};

export type ClientExport = {
  email: string;
  exportedAt: string;
  enquiries: ExportedEnquiry[];
  bookings: ExportedBooking[];
  bookingBlocks: BookingBlock[];
};

function exportedMail(row: OutboxRow): ExportedMail {
  return {
    id: row.id,
    kind: row.kind,
    kindLabel: MAIL_KIND_LABELS[row.kind],
    status: row.status,
    statusLabel: MAIL_STATUS_LABELS[row.status],
    attempts: row.attempts,
    queuedAt: row.created_at,
    nextAttemptAt: row.next_attempt_at,
    lockedUntil: row.locked_until,
    sentAt: row.sent_at,
    lastError: row.last_error,
  };
}

/**
 * Everything stored about `email`, oldest first. Left out: the forms'
 * one-time submission keys, which say nothing about the person.
 */
export async function clientExport(db: Kysely<Database>, email: string, now: Date = new Date(), blockMonths?: number): Promise<ClientExport> {
  const address = email.trim().toLowerCase();
  const [enquiries, bookings, bookingBlocks] = await Promise.all([
    db
      .selectFrom("enquiries")
      .selectAll()
      .where(sql<string>`lower(email)`, "=", address)
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
    db.selectFrom("bookings").selectAll().where("email", "=", address).orderBy("created_at").orderBy("id").execute(),
    bookingBlocksOf(db, address, blockMonths),
  ]);
  const enquiryIds = enquiries.map((enquiry) => enquiry.id);
  const bookingIds = bookings.map((booking) => booking.id);
  const mails =
    enquiryIds.length || bookingIds.length
      ? await db
          .selectFrom("outbox")
          .selectAll()
          .where((eb) =>
            eb.or([...(enquiryIds.length ? [eb("enquiry_id", "in", enquiryIds)] : []), ...(bookingIds.length ? [eb("booking_id", "in", bookingIds)] : [])]),
          )
          .orderBy("created_at")
          .orderBy("id")
          .execute()
      : [];
  const mailsOf = (key: "enquiry_id" | "booking_id", id: number) => mails.filter((mail) => mail[key] === id).map(exportedMail);
  return {
    email: address,
    exportedAt: now.toISOString(),
    enquiries: enquiries.map((enquiry) => ({
      id: enquiry.id,
      receivedAt: enquiry.created_at,
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone,
      service: enquiry.service,
      message: enquiry.message,
      status: enquiry.status,
      statusLabel: STATUS_LABELS[enquiry.status],
      note: enquiry.note,
      mails: mailsOf("enquiry_id", enquiry.id),
    })),
    bookings: bookings.map((booking) => ({
      id: booking.id,
      bookedAt: booking.created_at,
      service: booking.service_slug,
      serviceName: booking.service_name,
      place: booking.place,
      price: booking.price,
      startsAt: booking.starts_at,
      endsAt: booking.ends_at,
      bufferUntil: booking.claimed_until,
      name: booking.name,
      email: booking.email,
      phone: booking.phone,
      notes: booking.notes,
      status: booking.status,
      statusLabel: BOOKING_STATUS_LABELS[booking.status],
      changes: booking.sequence,
      movesByClient: booking.client_moves,
      keptOutsideRulesAt: booking.kept_outside_rules_at,
      cancelReason: booking.cancel_reason,
      cancelledAt: booking.cancelled_at,
      networkHash: booking.network_hash,
      mails: mailsOf("booking_id", booking.id),
    })),
    bookingBlocks,
  };
}

/** The e-mail address of the enquiry ("zapytanie") or booking ("rezerwacja") the export was opened from; undefined when it is gone. */
export async function clientEmailOf(db: Kysely<Database>, source: string | undefined, id: number): Promise<string | undefined> {
  if (source === "zapytanie") return (await db.selectFrom("enquiries").select("email").where("id", "=", id).executeTakeFirst())?.email;
  if (source === "rezerwacja") return (await db.selectFrom("bookings").select("email").where("id", "=", id).executeTakeFirst())?.email;
  return undefined;
}

const CLIENT_GONE = "Nie ma już tego zapytania ani rezerwacji — dane tej osoby mogły zostać usunięte.";

/** For the export's page and its JSON: the signed-in trainer's export of the client of /admin/dane-klienta/:source/:id, or the panel's 404. */
export async function requestedClientExport(request: Request, params: { source?: string; id?: string }): Promise<ClientExport> {
  await requireAdmin(request);
  const db = await getDatabase();
  const email = await clientEmailOf(db, params.source, idParam(params.id, CLIENT_GONE));
  if (!email) throw data(CLIENT_GONE, { status: 404 });
  return clientExport(db, email);
}
