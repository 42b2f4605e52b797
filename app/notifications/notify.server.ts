// How a capability tells a person something: it records the message in the
// outbox inside its own transaction, so the message exists exactly when the
// change it tells of does (nothing lost on a crash, nothing sent for a change
// rolled back). The worker renders and delivers it later.
import type { Transaction } from "kysely";
import { timestamp, type Database, type NotificationRecipient, type OutboxKind } from "~/db/database.server";
import { subscriptionsFor } from "./channels/push-subscriptions.server";
import { TOPICS_OF_KIND } from "./channels/push-topics";

/** The enquiry, booking, package, client, waitlist entry or voucher the message is about: erasing it erases the message (RODO); `none`: no one's data (the private calendar failing). */
export type NotificationSubject =
  | { enquiryId: number }
  | { bookingId: number }
  | { packageId: number }
  | { clientId: number }
  | { waitlistId: number }
  | { voucherId: number }
  | { none: true };

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

/** The channels each recipient is reached by, besides push (below). */
const CHANNELS: Record<NotificationRecipient, readonly string[]> = { trainer: ["email"], client: ["email"] };
/** Told by push or not at all: the panel shows the private calendar's state, a mail at every failure would be noise. */
const PUSH_ONLY: ReadonlySet<OutboxKind> = new Set(["private_calendar_failed"]);

/** Its recipient's channels, and push when a device of the trainer chose one of the kind's topics. */
async function channelsOf(trx: Transaction<Database>, { kind, recipient }: Notification): Promise<readonly string[]> {
  const topics = recipient === "trainer" ? (TOPICS_OF_KIND[kind] ?? []) : [];
  const pushed = (await subscriptionsFor(trx, topics)).length > 0;
  const base = PUSH_ONLY.has(kind) ? [] : CHANNELS[recipient];
  return pushed ? [...base, "push"] : base;
}

/** Records the messages, one outbox row per channel, due at their `dueAt`. */
export async function notify(trx: Transaction<Database>, ...notifications: Notification[]): Promise<void> {
  const withChannels = await Promise.all(notifications.map(async (one) => ({ ...one, channels: one.channels ?? (await channelsOf(trx, one)) })));
  const rows = withChannels.flatMap(({ kind, recipient, about, data, dueAt, channels }) => {
    const at = timestamp(dueAt);
    return channels.map((channel) => ({
      kind,
      channel,
      recipient,
      data: data === undefined ? null : JSON.stringify(data),
      enquiry_id: "enquiryId" in about ? about.enquiryId : null,
      booking_id: "bookingId" in about ? about.bookingId : null,
      package_id: "packageId" in about ? about.packageId : null,
      waitlist_id: "waitlistId" in about ? about.waitlistId : null,
      client_id: "clientId" in about ? about.clientId : null,
      voucher_id: "voucherId" in about ? about.voucherId : null,
      status: "pending" as const,
      attempts: 0,
      next_attempt_at: at,
      created_at: at,
    }));
  });
  if (rows.length) await trx.insertInto("outbox").values(rows).execute();
}
