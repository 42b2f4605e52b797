// Push devices (the trainer's and, since migration 0025, clients' own) and the client's sign-in at /moje-treningi.
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
  /** The client whose own phone this is (migration 0025); null: one of the trainer's devices. */
  client_id: Generated<number | null>;
}

/** A one-time link to /moje-treningi sent by mail: valid 30 minutes, used once (migration 0025). */
export interface ClientSignInLinkTable {
  /** SHA-256 of the link's secret: the database never holds a usable link. */
  token_hash: string;
  client_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A client signed in at /moje-treningi (30 days, ended by "Wyloguj" or by erasure). */
export interface ClientSessionTable {
  /** SHA-256 of the cookie's value. */
  id_hash: string;
  client_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  last_seen_at: Timestamp;
}

/** What became of a push message on one device (migration 0028): a retry goes only where it did not arrive. */
export interface DeliveryTable {
  id: Generated<number>;
  /** The message (its outbox row, channel "push"); erased with it. */
  outbox_id: number;
  /** The device (push_subscriptions.id); erased with it. */
  device_id: number;
  /** "sent": the push service took it, never sent there again; "failed": tried again with its row. */
  status: DeliveryStatus;
  /** Sends to this device, including failed ones. */
  attempts: number;
  last_error: string | null;
  sent_at: Timestamp | null;
}

export type DeliveryStatus = "sent" | "failed";
