// The clients asked for a review (migration 0040).
import type { Timestamp } from "~/db/timestamp";

/** One client asked, once: when, and when they said "Nie, dziękuję" (null: they have not). */
export interface ReviewRequestTable {
  client_id: number;
  asked_at: Timestamp;
  declined_at: Timestamp | null;
}
