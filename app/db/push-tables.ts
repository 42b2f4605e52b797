// The devices the trainer turned push notifications on for (app/notifications/channels/push*).
import type { Generated } from "kysely";
import type { Timestamp } from "~/db/timestamp";

export interface PushSubscriptionTable {
  id: Generated<number>;
  /** The push service's address for this browser; subscribing again from it replaces the row. */
  endpoint: string;
  /** The browser's public key (base64url) and auth secret, to encrypt each message for it (RFC 8291). */
  p256dh: string;
  auth: string;
  /** What the trainer calls the device ("Telefon"). */
  name: string;
  /** The topics chosen, as a JSON array of PushTopic. */
  topics: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}
