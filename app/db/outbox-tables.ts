// The outbox's table and its kinds of message (every capability's mails and
// pushes), apart from database.server.ts for length.
import type { Generated } from "kysely";
import type { Timestamp } from "~/db/timestamp";

export type OutboxKind =
  | "notify_trainer"
  | "acknowledge_visitor"
  | "booking_confirmed_visitor"
  | "booking_confirmed_trainer"
  | "booking_reminder"
  /** The reminder 2 hours before, for a client who asked for it (clients.reminder_two_hours). */
  | "booking_reminder_2h"
  | "booking_cancelled_visitor"
  | "booking_cancelled_trainer"
  /** To the client and the trainer: money came for a time freed after its hold, and went back through the provider (issue 81). */
  | "booking_paid_late_visitor"
  | "booking_paid_late_trainer"
  /** To the trainer: the payment operator would not refund money it took; she pays it back by transfer (issue 81). */
  | "refund_refused_trainer"
  /** To the trainer, once per package: one session left, or expiry within 7 days. */
  | "package_running_out_trainer"
  /** To the client when the trainer sells them a package: its terms, payment and withdrawal. */
  | "package_sold_client"
  /** To the client when the trainer removes a package they were told of (its confirmation sent, or ordered online). */
  | "package_removed_client"
  /** To the client: their withdrawal from a package within the 14 days recorded, with what stays to pay and what goes back (issue 81). */
  | "package_withdrawn_client"
  /** To the trainer by push only, at the first failed fetch of the private calendar after a good one. */
  | "private_calendar_failed"
  /** To someone on the waitlist: a time freed up on the day they wait for. */
  | "waitlist_time_freed"
  /** To an address put on the waitlist: the link that confirms it (nothing else is sent to it before). */
  | "waitlist_confirm"
  /** To the client: a one-time link to /moje-treningi. */
  | "client_sign_in_link"
  /** To the trainer: a client asked at /moje-treningi for their data to be erased. */
  | "client_erasure_request"
  /** To the trainer: the continuous copy off the server has failed for an hour (app/backup/). */
  | "backup_stopped"
  /** To the trainer, after "backup_stopped": the copy writes again. */
  | "backup_recovered"
  /** To the trainer: a group session is below its minimum at her time to decide (app/groups). */
  | "group_below_minimum"
  /** To the client, once: leave a review at the trainer's address, or say "Nie, dziękuję" (app/reviews). */
  | "review_request"
  /** To the trainer, once while it stands: a client's health questionnaire has a "Tak" to a risk question (app/questionnaire). */
  | "questionnaire_risk"
  /** To the buyer of a gift voucher: the order, its terms and how to pay (app/vouchers). */
  | "voucher_ordered_client"
  /** To the trainer: a gift voucher was ordered. */
  | "voucher_ordered_trainer"
  /** To the buyer, once the trainer marked it paid: the voucher as a PDF. */
  | "voucher_paid_client"
  /** To the buyer of a voucher the trainer sold and was paid for at once: the contract's confirmation with the PDF. */
  | "voucher_sold_client"
  /** To the buyer: the voucher's validity extended in the panel, with the PDF again at its new last day. */
  | "voucher_extended_client"
  /** To the client: a new or changed plan, diet or supplements on /moje-treningi (one mail for a quarter hour's saves). */
  | "client_program_changed"
  /** To a client imported from a file, once and within the month (art. 14 RODO): where the data came from, who holds it, why, the rights (app/imports). */
  | "import_notice_client";
/** The trainer, or the client the message is about (the enquiry's, the booking's). */
export type NotificationRecipient = "trainer" | "client";
/** "skipped": a booking's mail that no longer applies when its turn came (the booking cancelled or moved). */
export type OutboxStatus = "pending" | "sending" | "sent" | "failed" | "skipped";

export interface OutboxTable {
  id: Generated<number>;
  /** The message's subject, at most one set: erasing it (RODO) erases its messages. */
  enquiry_id: number | null;
  booking_id: number | null;
  package_id: Generated<number | null>;
  waitlist_id: Generated<number | null>;
  /** A message about the client as a whole (migration 0026). */
  client_id: Generated<number | null>;
  /** A gift voucher's message (migration 0042). */
  voucher_id: Generated<number | null>;
  /** The message's template (app/notifications/). */
  kind: OutboxKind;
  /** The channel that delivers it ("email"); only a registered channel's worker claims the row. */
  channel: Generated<string>;
  /** Who it is for, as a role the channel turns into an address at send time: no personal data is copied here. */
  recipient: NotificationRecipient;
  /** The facts its template needs beyond its subject, as JSON; null when the subject says it all. */
  data: Generated<string | null>;
  status: OutboxStatus;
  /** Sends started, including ones cut short by a crash. */
  attempts: number;
  next_attempt_at: Timestamp;
  /** While 'sending': the claim expires then, so a crashed sender's row becomes due again. */
  locked_until: Timestamp | null;
  last_error: string | null;
  sent_at: Timestamp | null;
  /** When the mail was queued; for a reminder, when it became due. Retries end 24 hours after it. */
  created_at: Timestamp;
}
