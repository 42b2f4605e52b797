// How a capability tells a person something: it records the message in the
// outbox inside its own transaction, so the message exists exactly when the
// change it tells of does (nothing lost on a crash, nothing sent for a change
// rolled back). The worker renders and delivers it later.
import type { Transaction } from "kysely";
import { timestamp, type Database, type NotificationRecipient, type OutboxKind } from "~/db/database.server";

/** The enquiry, booking or package the message is about: erasing it erases the message (RODO). */
export type NotificationSubject = { enquiryId: number } | { bookingId: number } | { packageId: number };

export type Notification = {
  kind: OutboxKind;
  recipient: NotificationRecipient;
  about: NotificationSubject;
  /** Facts the template needs beyond its subject; most read the subject as it is at send time. */
  data?: Record<string, unknown>;
  /** When it is due (a reminder: a day before); retries end 24 hours after. */
  dueAt: Date;
  /** The channels that carry it; every channel the recipient is reached by when omitted. */
  channels?: readonly string[];
};

/**
 * The channels each recipient is reached by. E-mail alone today; a web push
 * to the trainer would be one more name here, and one more template per
 * kind, without a change in the capabilities that notify.
 */
const CHANNELS: Record<NotificationRecipient, readonly string[]> = { trainer: ["email"], client: ["email"] };

/** Records the messages, one outbox row per channel, due at their `dueAt`. */
export async function notify(trx: Transaction<Database>, ...notifications: Notification[]): Promise<void> {
  const rows = notifications.flatMap(({ kind, recipient, about, data, dueAt, channels = CHANNELS[recipient] }) => {
    const at = timestamp(dueAt);
    return channels.map((channel) => ({
      kind,
      channel,
      recipient,
      data: data === undefined ? null : JSON.stringify(data),
      enquiry_id: "enquiryId" in about ? about.enquiryId : null,
      booking_id: "bookingId" in about ? about.bookingId : null,
      package_id: "packageId" in about ? about.packageId : null,
      status: "pending" as const,
      attempts: 0,
      next_attempt_at: at,
      created_at: at,
    }));
  });
  if (rows.length) await trx.insertInto("outbox").values(rows).execute();
}
