// The outbox's mails of the seeded years: for every enquiry the trainer's
// notice (and the visitor's acknowledgement, unless spam), for every booking
// its two confirmations and then its cancellation or reminder; sent when
// their time has passed, the reminders ahead still pending. Each is for the
// trainer or the client, as the app queues it.
import type { Insertable } from "kysely";
import type { Database } from "../../app/db/database.server.ts";
import type { DiaryBooking } from "./diary-rows.ts";
import type { SeedEnquiry } from "./enquiries.ts";

type Mail = Insertable<Database["outbox"]>;
type Owner = Pick<Mail, "enquiry_id" | "booking_id" | "status">;

function mail(owner: Owner, kind: Mail["kind"], at: string, now: string): Mail {
  const sent = at < now;
  const recipient = kind.endsWith("_trainer") ? "trainer" : "client";
  return {
    ...owner,
    kind,
    recipient,
    attempts: sent ? 1 : 0,
    locked_until: null,
    last_error: null,
    next_attempt_at: at,
    created_at: at,
    sent_at: sent ? at : null,
  };
}

function enquiryMails(row: SeedEnquiry, id: number, now: string): Mail[] {
  const owner: Owner = { enquiry_id: id, booking_id: null, status: "sent" };
  return [mail(owner, "notify_trainer", row.created_at, now), ...(row.status === "spam" ? [] : [mail(owner, "acknowledge_visitor", row.created_at, now)])];
}

function bookingMails(row: DiaryBooking, id: number, now: string): Mail[] {
  const owner = (status: Owner["status"]): Owner => ({ enquiry_id: null, booking_id: id, status });
  const reminder = new Date(Date.parse(row.starts_at) - 24 * 3_600_000).toISOString();
  return [
    mail(owner("sent"), "booking_confirmed_visitor", row.created_at, now),
    mail(owner("sent"), "booking_confirmed_trainer", row.created_at, now),
    row.status === "cancelled" && row.cancelled_at
      ? mail(owner("sent"), "booking_cancelled_visitor", row.cancelled_at, now)
      : mail(owner(reminder < now ? "sent" : "pending"), "booking_reminder", reminder, now),
  ];
}

export function outboxMails(
  { enquiries, enquiryIds, bookings, bookingIds }: { enquiries: SeedEnquiry[]; enquiryIds: number[]; bookings: DiaryBooking[]; bookingIds: number[] },
  now: Date,
): Mail[] {
  const stamp = now.toISOString();
  return [
    ...enquiries.flatMap((row, index) => enquiryMails(row, enquiryIds[index]!, stamp)),
    ...bookings.flatMap((row, index) => bookingMails(row, bookingIds[index]!, stamp)),
  ];
}
