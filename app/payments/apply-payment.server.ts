// A tap's change written to the ledger, inside the transaction that locked
// the sale's row and read its payment: the one place the panel's payment
// buttons write money.
import type { Transaction } from "kysely";
import type { Database } from "~/db/database.server";
import { recordEntry, voidPayments, type Sale } from "~/ledger/index.server";
import type { LedgerWrite } from "./payment-change";

/** `what`: the sale as the books name it ("Trening personalny", "Pakiet 8 treningów"). */
export async function applyPayment(trx: Transaction<Database>, sale: Sale, write: LedgerWrite, what: string, now: Date): Promise<void> {
  if (write === null) return;
  if ("undo" in write) await voidPayments(trx, sale, now);
  else await recordEntry(trx, sale, { kind: "payment", ...write.record, at: now, what, by: "trainer" });
}
