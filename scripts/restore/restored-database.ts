// What a restored database holds, checked before it replaces anything:
// SQLite's integrity check, the rows of what the business lives on, and the
// newest booking, printed so that whoever restores sees what came back.
import SqliteDatabase from "better-sqlite3";

/** The tables counted, with the words printed for them. */
const COUNTED = {
  bookings: "bookings",
  clients: "client cards",
  client_packages: "packages sold",
  enquiries: "enquiries",
  photos: "photos",
  content_revisions: "content versions",
  outbox: "messages (sent or waiting)",
} as const;

export type RestoredDatabase = {
  integrity: string;
  counts: Record<keyof typeof COUNTED, number>;
  latestBooking: { id: number; createdAt: string; startsAt: string } | null;
};

/** Checks the file; throws when SQLite finds it damaged. */
export function inspectRestored(file: string): RestoredDatabase {
  const database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = (database.pragma("integrity_check") as { integrity_check: string }[]).map((row) => row.integrity_check).join("; ");
    if (integrity !== "ok") throw new Error(`the restored database is damaged: ${integrity}`);
    const count = (table: string) => (database.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    const counts = Object.fromEntries(Object.keys(COUNTED).map((table) => [table, count(table)])) as RestoredDatabase["counts"];
    const latest = database.prepare("select id, created_at, starts_at from bookings order by created_at desc, id desc limit 1").get() as
      { id: number; created_at: string; starts_at: string } | undefined;
    return { integrity, counts, latestBooking: latest ? { id: latest.id, createdAt: latest.created_at, startsAt: latest.starts_at } : null };
  } finally {
    database.close();
  }
}

/** The lines printed after a restore. */
export function describeRestored(restored: RestoredDatabase): string[] {
  const { latestBooking } = restored;
  return [
    `Integrity check: ${restored.integrity}`,
    ...Object.entries(COUNTED).map(([table, words]) => `${words}: ${restored.counts[table as keyof typeof COUNTED]}`),
    latestBooking
      ? `Newest booking: #${latestBooking.id}, made ${latestBooking.createdAt}, for ${latestBooking.startsAt}`
      : "Newest booking: none (the database has no bookings)",
  ];
}
