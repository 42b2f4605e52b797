// Client imports (migration 0043), the erased people they must not bring back (0048) and the health consents kept as proof (0051), apart from database.server.ts for length.
import type { Generated } from "kysely";
import type { Timestamp } from "~/db/timestamp";

/** One uploaded file of clients: its parsed rows until imported, then what the import did (for "Cofnij import"). */
export interface ClientImportTable {
  id: Generated<number>;
  file_name: string;
  /** JSON: the file's first row, the columns' names. */
  header: string;
  /** JSON: the other rows, each an array of cells. */
  rows: string;
  /** JSON: the numbers of the lines that could not be read. */
  broken_lines: string;
  created_at: Timestamp;
  imported_at: Timestamp | null;
  /** JSON: the cards added and the fields filled per card (ImportRecord), set when imported. */
  done: string | null;
  undone_at: Timestamp | null;
}

/** A person erased (RODO art. 17), by the keyed hash of one of their card's keys (an e-mail's or a phone's): nothing readable. */
export interface ErasedPersonTable {
  key_hash: string;
  erased_at: Timestamp;
}

/** Who gave a consent: the client on their page, the trainer ticking it with the client present, or not known (given before 0051). */
export type ConsentGiver = "client" | "trainer" | "unknown";

/** What a health-data consent is for (migration 0054), each given and withdrawn on its own: the questionnaire, the progress (measurements, photos, the workout log), the diet and supplements. */
export type HealthPurpose = "questionnaire" | "progress" | "diet";

/** A consent to keep health data, kept as proof (migration 0051): withdrawn, it is marked, never deleted. */
export interface HealthConsentTable {
  id: Generated<number>;
  client_id: number;
  purpose: HealthPurpose;
  given_at: Timestamp;
  given_by: ConsentGiver;
  /** The words shown beside the box ticked; empty for a consent given before they were kept. */
  wording: string;
  withdrawn_at: Timestamp | null;
}
