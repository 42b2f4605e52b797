import type { Route } from "./+types/payments-csv";
import { CSV_MEDIA_TYPE, requireAdmin, toCsv } from "~/admin/index.server";
import { getDatabase } from "~/db/database.server";
import { formatSortableDateTime } from "~/lib/format";
import { CSV_HEADER, csvFileName, methodWord, MONTH_QUERY, monthAsked, monthPayments } from "~/payments/index.server";

/** The month's payments for the accountant, one row each: when paid, who, what, its date, how, how much (whole zł). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const month = monthAsked(new URL(request.url).searchParams.get(MONTH_QUERY), new Date());
  const payments = await monthPayments(await getDatabase(), month);
  const csv = toCsv([
    CSV_HEADER,
    ...payments.map((row) => [
      formatSortableDateTime(row.paidAt),
      row.client,
      row.what,
      // A session's seats (2 with a companion); empty for a package.
      row.seats === undefined ? "" : String(row.seats),
      // A session's start in Warsaw time; a package's sale day as it is stored.
      row.when.includes("T") ? formatSortableDateTime(row.when) : row.when,
      methodWord(row.method),
      String(row.amount),
    ]),
  ]);
  return new Response(csv, {
    headers: { "Content-Type": CSV_MEDIA_TYPE, "Content-Disposition": `attachment; filename="${csvFileName(month.toString())}"` },
  });
}
