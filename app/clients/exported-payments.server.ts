// A booking's or a package's entries in the ledger, as the client's export
// lists them: every payment and refund, also those undone, with when.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import type { ExportedPayment } from "./client-export-types";

export async function exportedPayments(db: Kysely<Database>, kind: "booking" | "package", ids: readonly number[]): Promise<Map<number, ExportedPayment[]>> {
  const column = kind === "booking" ? "booking_id" : "package_id";
  const payments = new Map<number, ExportedPayment[]>();
  if (ids.length === 0) return payments;
  const rows = await db.selectFrom("ledger_entries").selectAll().where(column, "in", ids).orderBy("at").orderBy("id").execute();
  for (const row of rows) {
    const of = payments.get(row[column]!) ?? [];
    of.push({ kind: row.kind, method: row.method, amount: row.amount, at: row.at, what: row.what, undoneAt: row.voided_at });
    payments.set(row[column]!, of);
  }
  return payments;
}
