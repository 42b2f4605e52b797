// The rows every export holds, by address or by card: enquiries and
// bookings with the mails about them (and the gift voucher that paid for a
// booking), each column under its exported name.
import type { Kysely } from "kysely";
import type { Booking, Database, Enquiry, OutboxRow } from "~/db/database.server";
import { STATUS_LABELS } from "~/enquiries";
import { MAIL_KIND_LABELS, MAIL_STATUS_LABELS } from "~/notifications";
import { BOOKING_STATUS_LABELS } from "~/clients/clients.messages";
import type { ExportedBooking, ExportedEnquiry, ExportedMail, ExportedRedeemedVoucher } from "~/clients/client-export-types";
import { exportedPayments } from "./exported-payments.server";

export function exportedMail(row: OutboxRow): ExportedMail {
  return {
    id: row.id,
    kind: row.kind,
    kindLabel: MAIL_KIND_LABELS[row.kind],
    channel: row.channel,
    recipient: row.recipient,
    data: row.data,
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
export async function exportedRows(db: Kysely<Database>, enquiries: Enquiry[], bookings: Booking[]) {
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
  const payments = await exportedPayments(db, "booking", bookingIds);
  // The vouchers that paid for these bookings: the recipient's side only (the buyer is another person).
  const vouchers = bookingIds.length
    ? await db
        .selectFrom("vouchers")
        .select(["code", "title", "recipient_name", "dedication", "redeemed_at", "redeemed_booking_id"])
        .where("redeemed_booking_id", "in", bookingIds)
        .execute()
    : [];
  const voucherOf = (bookingId: number): ExportedRedeemedVoucher | null => {
    const voucher = vouchers.find((row) => row.redeemed_booking_id === bookingId);
    return voucher
      ? { code: voucher.code, title: voucher.title, recipientName: voucher.recipient_name, dedication: voucher.dedication, redeemedAt: voucher.redeemed_at! }
      : null;
  };
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
      seats: booking.seats,
      companionName: booking.companion_name,
      movedAt: booking.moved_at,
      keptOutsideRulesAt: booking.kept_outside_rules_at,
      cancelCutoffHours: booking.cancel_cutoff_hours,
      payments: payments.get(booking.id) ?? [],
      remindedAt: booking.reminded_at,
      cancelReason: booking.cancel_reason,
      cancelledAt: booking.cancelled_at,
      networkHash: booking.network_hash,
      voucher: voucherOf(booking.id),
      mails: mailsOf("booking_id", booking.id),
    })),
  };
}
