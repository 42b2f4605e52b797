// Reading a client's diet and supplement versions: the newest for the editor,
// the card and the client's page, the recent ones for the history, and the
// newest diet's PDF for the two addresses that serve it.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";

/** How many versions of each the history shows: a weekly change is a few months' worth. */
export const HISTORY_VERSIONS = 20;

export type StoredVersion = { version: number; createdAt: string; body: string | null; pdfName: string | null };

/** The newest versions of the client's diet (without the PDFs' bytes), the newest first. */
export async function dietVersions(db: Kysely<Database>, clientId: number, limit = HISTORY_VERSIONS + 1): Promise<StoredVersion[]> {
  const rows = await db
    .selectFrom("diet_plans")
    .select(["version", "created_at", "body", "pdf_name"])
    .where("client_id", "=", clientId)
    .orderBy("version", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ version: row.version, createdAt: row.created_at, body: row.body, pdfName: row.pdf_name }));
}

/** The newest versions of the client's supplement list, the newest first. */
export async function supplementVersions(db: Kysely<Database>, clientId: number, limit = HISTORY_VERSIONS + 1): Promise<StoredVersion[]> {
  const rows = await db
    .selectFrom("supplement_lists")
    .select(["version", "created_at", "body"])
    .where("client_id", "=", clientId)
    .orderBy("version", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ version: row.version, createdAt: row.created_at, body: row.body, pdfName: null }));
}

/** The PDF of the client's current diet, if the current diet is one. */
export async function currentDietPdf(db: Kysely<Database>, clientId: number): Promise<{ bytes: Buffer; name: string } | null> {
  const row = await db
    .selectFrom("diet_plans")
    .select(["pdf", "pdf_name"])
    .where("client_id", "=", clientId)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.pdf ? { bytes: Buffer.from(row.pdf), name: row.pdf_name ?? "" } : null;
}
