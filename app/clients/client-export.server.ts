// RODO art. 15 and 20: everything the site stores about one e-mail address,
// or about one client's card, for the trainer to send the client (a readable
// page and a JSON file). By card, it reads everything linked to it, as the
// erasure (eraseCard) deletes it; by address, enquiries in any case,
// bookings as stored, blocks by mailbox.
import { sql, type Kysely } from "kysely";
import { data } from "react-router";
import { requireAdmin } from "~/admin/admin-auth.server";
import { idParam } from "~/admin/admin-params.server";
import { getDatabase, type Booking, type Database, type Enquiry, type OutboxRow } from "~/db/database.server";
import { bookingBlocksOf, type BookingBlock } from "~/bookings/booking-blocks.server";
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
  /** When it was last moved. */
  movedAt: string | null;
  keptOutsideRulesAt: string | null;
  /** The trainer's message when cancelling, or "client" when the client cancelled. */
  cancelReason: string | null;
  cancelledAt: string | null;
  /** A keyed hash of the network the booking came from: kept only while the rate limit counts it. */
  networkHash: string | null;
  mails: ExportedMail[];
};

/** The client's card: the person as the trainer knows them. */
export type ExportedCard = {
  id: number;
  name: string;
  email: string;
  phone: string;
  /** The trainer's private notes about the client. */
  notes: string;
  createdAt: string;
  lastActivityAt: string;
  /** The e-mail mailboxes and phones the card is found by ("e:…", "p:+48…"). */
  keys: string[];
};

/** A weekly series of sessions ("co tydzień"). */
export type ExportedSeries = { id: number; service: string; wallTime: string; everyWeeks: number; createdAt: string };

export type ExportedPackageUse = { bookingId: number; usedAt: string };
export type ExportedPackageEvent = { id: number; at: string; author: string; what: string };

/** A package of sessions sold to the client, with every session it used and its history. */
export type ExportedPackage = {
  id: number;
  offer: string;
  name: string;
  sessions: number;
  /** In złoty. */
  price: number;
  validWeeks: number;
  validFrom: string;
  soldOn: string;
  startsOn: string | null;
  paid: boolean;
  changes: number;
  lowNotifiedAt: string | null;
  expiryNotifiedAt: string | null;
  noticeClosedAt: string | null;
  createdAt: string;
  uses: ExportedPackageUse[];
  history: ExportedPackageEvent[];
  mails: ExportedMail[];
};

export type ClientExport = {
  email: string;
  exportedAt: string;
  /** Present when the export is of a client's card (then email is the card's). */
  card?: ExportedCard;
  enquiries: ExportedEnquiry[];
  bookings: ExportedBooking[];
  series?: ExportedSeries[];
  packages?: ExportedPackage[];
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

/** The enquiries and bookings with their mails, as exported. */
async function exportedRows(db: Kysely<Database>, enquiries: Enquiry[], bookings: Booking[]) {
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
    enquiries: enquiries.map((enquiry): ExportedEnquiry => ({
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
    bookings: bookings.map((booking): ExportedBooking => ({
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
      movedAt: booking.moved_at,
      keptOutsideRulesAt: booking.kept_outside_rules_at,
      cancelReason: booking.cancel_reason,
      cancelledAt: booking.cancelled_at,
      networkHash: booking.network_hash,
      mails: mailsOf("booking_id", booking.id),
    })),
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
  return { email: address, exportedAt: now.toISOString(), ...(await exportedRows(db, enquiries, bookings)), bookingBlocks };
}

/**
 * Everything stored on a client's card and linked to it, oldest first: the
 * card, its enquiries and bookings with their mails, series, packages with
 * their uses, history and mails, and the blocks of every mailbox it used.
 * Undefined when there is no such card.
 */
export async function cardExport(db: Kysely<Database>, clientId: number, now: Date = new Date(), blockMonths?: number): Promise<ClientExport | undefined> {
  const card = await db.selectFrom("clients").selectAll().where("id", "=", clientId).executeTakeFirst();
  if (!card) return undefined;
  const [keys, enquiries, bookings, series, packages] = await Promise.all([
    db.selectFrom("client_keys").select("key").where("client_id", "=", clientId).orderBy("key").execute(),
    db.selectFrom("enquiries").selectAll().where("client_id", "=", clientId).orderBy("created_at").orderBy("id").execute(),
    db.selectFrom("bookings").selectAll().where("client_id", "=", clientId).orderBy("created_at").orderBy("id").execute(),
    db.selectFrom("booking_series").selectAll().where("client_id", "=", clientId).orderBy("id").execute(),
    db.selectFrom("client_packages").selectAll().where("client_id", "=", clientId).orderBy("id").execute(),
  ]);
  const packageIds = packages.map((sold) => sold.id);
  const [uses, events, packageMails] = packageIds.length
    ? await Promise.all([
        db.selectFrom("package_uses").selectAll().where("package_id", "in", packageIds).orderBy("created_at").execute(),
        db.selectFrom("package_events").selectAll().where("package_id", "in", packageIds).orderBy("at").orderBy("id").execute(),
        db.selectFrom("outbox").selectAll().where("package_id", "in", packageIds).orderBy("created_at").orderBy("id").execute(),
      ])
    : [[], [], []];
  const addresses = [
    ...new Set([card.email, ...enquiries.map((row) => row.email), ...bookings.map((row) => row.email)].filter((email) => email.includes("@"))),
  ];
  const blocks = (await Promise.all(addresses.map((email) => bookingBlocksOf(db, email, blockMonths)))).flat();
  return {
    email: card.email,
    exportedAt: now.toISOString(),
    card: {
      id: card.id,
      name: card.name,
      email: card.email,
      phone: card.phone,
      notes: card.notes,
      createdAt: card.created_at,
      lastActivityAt: card.last_activity_at,
      keys: keys.map((row) => row.key),
    },
    ...(await exportedRows(db, enquiries, bookings)),
    series: series.map((row) => ({ id: row.id, service: row.service_slug, wallTime: row.wall_time, everyWeeks: row.every_weeks, createdAt: row.created_at })),
    packages: packages.map((sold) => ({
      id: sold.id,
      offer: sold.offer_slug,
      name: sold.name,
      sessions: sold.sessions,
      price: sold.price,
      validWeeks: sold.valid_weeks,
      validFrom: sold.valid_from,
      soldOn: sold.sold_on,
      startsOn: sold.starts_on,
      paid: sold.paid === 1,
      changes: sold.sequence,
      lowNotifiedAt: sold.low_notified_at,
      expiryNotifiedAt: sold.expiry_notified_at,
      noticeClosedAt: sold.notice_closed_at,
      createdAt: sold.created_at,
      uses: uses.filter((use) => use.package_id === sold.id).map((use) => ({ bookingId: use.booking_id, usedAt: use.created_at })),
      history: events.filter((event) => event.package_id === sold.id).map((event) => ({ id: event.id, at: event.at, author: event.author, what: event.what })),
      mails: packageMails.filter((mail) => mail.package_id === sold.id).map(exportedMail),
    })),
    // A block found by two addresses of one mailbox is listed once.
    bookingBlocks: blocks.filter((block, index) => blocks.findIndex((other) => other.email === block.email) === index),
  };
}

/** The e-mail address of the enquiry ("zapytanie") or booking ("rezerwacja") the export was opened from; undefined when it is gone. */
export async function clientEmailOf(db: Kysely<Database>, source: string | undefined, id: number): Promise<string | undefined> {
  if (source === "zapytanie") return (await db.selectFrom("enquiries").select("email").where("id", "=", id).executeTakeFirst())?.email;
  if (source === "rezerwacja") return (await db.selectFrom("bookings").select("email").where("id", "=", id).executeTakeFirst())?.email;
  return undefined;
}

const CLIENT_GONE = "Nie ma już tego zapytania, rezerwacji ani karty klienta — dane tej osoby mogły zostać usunięte.";

/**
 * For the export's page and its JSON: the signed-in trainer's export of the
 * client of /admin/dane-klienta/:source/:id (an enquiry's or booking's
 * address, or a card: "klient"), or the panel's 404.
 */
export async function requestedClientExport(request: Request, params: { source?: string; id?: string }): Promise<ClientExport> {
  await requireAdmin(request);
  const db = await getDatabase();
  const id = idParam(params.id, CLIENT_GONE);
  if (params.source === "klient") {
    const exported = await cardExport(db, id);
    if (!exported) throw data(CLIENT_GONE, { status: 404 });
    return exported;
  }
  const email = await clientEmailOf(db, params.source, id);
  if (!email) throw data(CLIENT_GONE, { status: 404 });
  return clientExport(db, email);
}
