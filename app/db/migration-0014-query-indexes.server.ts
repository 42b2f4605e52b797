import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Indexes for what the panel, the booking page and the jobs filter on, found
// with EXPLAIN on both databases against four years of data (npm run
// seed:years): a booking's end (the feed, "Do oznaczenia", retention), its
// claim while confirmed (every free-times read), a block's end (the same),
// and the photos the worker owes (covering: SQLite finds the next one
// without reading a row, so without walking an original's overflow pages)
// and the library's order. Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

const INDEXES = [
  { name: "bookings_ends_at_index", table: "bookings", columns: ["ends_at"] },
  { name: "bookings_status_claim_index", table: "bookings", columns: ["status", "claimed_until"] },
  { name: "calendar_blocks_ends_at_index", table: "calendar_blocks", columns: ["ends_at"] },
  { name: "photos_due_index", table: "photos", columns: ["status", "created_at", "locked_until", "id"] },
  { name: "photos_created_at_index", table: "photos", columns: ["created_at", "id"] },
];

export const queryIndexesMigration: Migration = {
  async up(db: Kysely<any>) {
    for (const index of INDEXES) await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
  },
  async down(db: Kysely<any>) {
    for (const index of INDEXES) await db.schema.dropIndex(index.name).execute();
  },
};
