// RODO art. 15 and 20: every version of a client's diet (its PDF as base64)
// and supplement list, for the card's export.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";

export type DietExport = {
  dietPlans: { version: number; createdAt: string; body: unknown; pdfName: string | null; pdfBase64: string | null }[];
  supplementLists: { version: number; createdAt: string; body: unknown }[];
};

const parsed = (body: string | null): unknown => (body === null ? null : JSON.parse(body));

export async function dietExport(db: Kysely<Database>, clientId: number): Promise<DietExport> {
  const [diets, supplements] = await Promise.all([
    db.selectFrom("diet_plans").select(["version", "created_at", "body", "pdf", "pdf_name"]).where("client_id", "=", clientId).orderBy("version").execute(),
    db.selectFrom("supplement_lists").select(["version", "created_at", "body"]).where("client_id", "=", clientId).orderBy("version").execute(),
  ]);
  return {
    dietPlans: diets.map((row) => ({
      version: row.version,
      createdAt: row.created_at,
      body: parsed(row.body),
      pdfName: row.pdf_name,
      pdfBase64: row.pdf ? Buffer.from(row.pdf).toString("base64") : null,
    })),
    supplementLists: supplements.map((row) => ({ version: row.version, createdAt: row.created_at, body: parsed(row.body) })),
  };
}
