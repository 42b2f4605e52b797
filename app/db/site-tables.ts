// The site's own tables' types (enquiries, secrets, sessions, rate limits,
// content revisions, photos), apart from database.server.ts for length; the
// Database interface there lists them.
import type { Generated } from "kysely";
import type { EnquiryStatus } from "~/enquiries/enquiry-status";
import type { Timestamp } from "~/db/timestamp";

export interface EnquiryTable {
  id: Generated<number>;
  created_at: Timestamp;
  name: string;
  email: string;
  /** Already normalised to +48… by the form. */
  phone: string | null;
  /** The slug of an offer item; null for a general question. */
  service: string | null;
  message: string;
  status: EnquiryStatus;
  /** The trainer's own note, from the inbox. */
  note: string | null;
  /** The client card it belongs to; null until it is linked (app/admin/client-cards.server.ts). */
  client_id: Generated<number | null>;
  /** The rendered form's idempotency key: one enquiry per key. */
  submission_key: string;
}

export interface AppSecretTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

/** A signed-in inbox session; the cookie holds the id, the table only its hash. */
export interface AdminSessionTable {
  id_hash: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** Of the ADMIN_PASSWORD_HASH the session began under (null: before sessions recorded it). */
  password_fingerprint: string | null;
  /** 1: "Zapamiętaj to urządzenie" (ends 90 days after its last use); 0: ends 7 days after sign-in (migration 0021). */
  remembered: Generated<number>;
  /** The browser's User-Agent at sign-in, cut to 300 characters (null: before migration 0021). */
  user_agent: string | null;
}

/** When the trainer last looked at a part of the panel that counts news (migration 0020). */
export interface PanelSeenTable {
  /** "calendar" or "enquiries". */
  part: string;
  seen_at: Timestamp;
}

/**
 * One key's count against one rate limit (app/enquiries/rate-limit.server.ts):
 * a client network, an e-mail typed or a browser, as a keyed hash.
 */
export interface RateLimitTable {
  key_hash: string;
  /** The limit's name ("enquiry", "booking", "sign-in-address"…). */
  name: string;
  hits: number;
  window_ends_at: Timestamp;
  /** Past the limit: no hit is counted or allowed before this. */
  locked_until: Timestamp | null;
}

/** One published version of one section of the site's content (see app/site-content). */
export interface ContentRevisionTable {
  /** Increases with every publish on the whole site: the site's content version. */
  id: Generated<number>;
  section: string;
  /** 1, 2, 3… per section; a publish writes the version after the one its editor started from. */
  version: number;
  /** The section as JSON, valid against its schema in content/schema.ts. */
  document: string;
  /** One line in Polish: what changed. */
  summary: string;
  author: string;
  /** The revision this one brought back ("Przywróć"). */
  restored_from: number | null;
  created_at: Timestamp;
}

export type PhotoStatus = "processing" | "ready" | "failed";

/** A photo uploaded in the editor: the original as sent, until its files are made, and for exports. */
export interface PhotoTable {
  /** "u-" and 12 hex digits, made by the server. */
  id: string;
  original: Buffer;
  /** Upright (EXIF orientation applied). */
  width: number;
  height: number;
  status: PhotoStatus;
  error: string | null;
  /** SHA-256 of the original, hex; unique, so the same photo is stored once. Null on a duplicate uploaded before hashes were kept, and on a restored photo whose bytes the library already had under another name. */
  original_sha256: string | null;
  /** While one instance makes its files: the claim expires then. */
  locked_until: Timestamp | null;
  created_at: Timestamp;
}

/** One file pages show of an uploaded photo: one width in one format, without metadata. */
export interface PhotoVariantTable {
  photo_id: string;
  width: number;
  format: string;
  bytes: Buffer;
}

/** The continuous copy's watch (one row, id "main", migration 0033): set on the copy's first failure after a success, cleared by the next success. */
export interface ReplicationWatchTable {
  id: string;
  failing_since: Timestamp | null;
  /** When the trainer was told the copy stopped; null: not told, or told of its recovery since. */
  told_stopped_at: Timestamp | null;
  /** Touched while the copy fails: Litestream tries the destination again only after a change. */
  retried_at: Timestamp | null;
}
