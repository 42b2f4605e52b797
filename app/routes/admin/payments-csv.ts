import type { Route } from "./+types/payments-csv";
import { CSV_MEDIA_TYPE, requireAdmin, toCsv } from "~/admin/index.server";
import { getDatabase } from "~/db/database.server";
import { formatSortableDateTime } from "~/lib/format";
import { signedAmount } from "~/ledger";
import { CSV_HEADER, csvFileName, entryKindWord, methodWord, MONTH_QUERY, monthAsked, monthEntries } from "~/payments/index.server";

/**
 * The month's books for the accountant, one row per entry of the ledger: its
 * sale's document number, when, what kind (a payment, a refund, a voucher
 * used), who, what, its date, how, how much (whole zł; a refund below 0).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const month = monthAsked(new URL(request.url).searchParams.get(MONTH_QUERY), new Date());
  const entries = await monthEntries(await getDatabase(), month);
  const csv = toCsv([
    CSV_HEADER,
    ...entries.map((row) => [
      row.document,
      formatSortableDateTime(row.paidAt),
      entryKindWord(row.kind, row.method),
      row.client,
      row.what,
      // A session's seats (2 with a companion); empty for a package or a voucher.
      row.seats === undefined ? "" : String(row.seats),
      // A session's start in Warsaw time; a package's sale day as it is stored.
      row.when.includes("T") ? formatSortableDateTime(row.when) : row.when,
      methodWord(row.method),
      String(signedAmount(row)),
    ]),
  ]);
  return new Response(csv, {
    headers: { "Content-Type": CSV_MEDIA_TYPE, "Content-Disposition": `attachment; filename="${csvFileName(month.toString())}"` },
  });
}
