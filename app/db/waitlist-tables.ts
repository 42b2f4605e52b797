// The waitlist's table (migration 0027), apart from database.server.ts for length.
import type { Generated } from "kysely";
import type { Timestamp } from "~/db/timestamp";

/** Someone waiting for a time to free up on a full day: erased at the day's end. */
export interface WaitlistTable {
  id: Generated<number>;
  /** The Warsaw date waited for, "YYYY-MM-DD". */
  day: string;
  /** The service chosen when joining: the mail links to it. */
  service_slug: string;
  /** As typed; the mail goes here. */
  email: string;
  /** mailboxKey(email): one entry per mailbox and day. */
  mailbox_key: string;
  submission_key: string;
  created_at: Timestamp;
  /** When a freed time was last recorded to be told to this person. */
  last_told_at: Timestamp | null;
  /** When the address was confirmed (its link, or a signed-in client's own); null: pending, told nothing but the confirmation. */
  confirmed_at: Generated<Timestamp | null>;
  /** SHA-256 of the confirmation link's secret (the link itself is derived when the mail is sent, never stored). */
  confirm_hash: Generated<string | null>;
  /** The group session whose seat is waited for (migration 0038); null: any free time of the day. */
  group_session_id: Generated<number | null>;
}
