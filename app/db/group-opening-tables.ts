// The submission keys of the trainer's "Nowe zajęcia" form (migration 0038).
import type { Timestamp } from "~/db/timestamp";

/** One sent form: its key, and the dates' fates as JSON once they are known (null while it is being opened). */
export interface GroupOpeningTable {
  submission_key: string;
  fates: string | null;
  created_at: Timestamp;
}
