import type { Route } from "./+types/export-csv";
import { getDatabase } from "~/db/database.server";
import { exportEnquiries } from "~/admin/index.server";
import { CSV_MEDIA_TYPE, requireAdmin, toCsv } from "~/admin/index.server";
import { STATUS_LABELS } from "~/enquiries";
import { formatSortableDateTime } from "~/lib/format";
import { parseInboxFilter } from "~/admin";
import { serviceLabel } from "~/enquiries";
import { contentFor } from "~/site-content/index.server";

const HEADER = ["Nr", "Otrzymano", "Imię i nazwisko", "E-mail", "Telefon", "Usługa", "Status", "Wiadomość", "Notatka"];

/** The enquiries the inbox's current filter shows (all pages), as CSV for Excel. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filter = parseInboxFilter(new URL(request.url).searchParams);
  const enquiries = await exportEnquiries(await getDatabase(), filter);
  const csv = toCsv([
    HEADER,
    ...enquiries.map((enquiry) => [
      String(enquiry.id),
      formatSortableDateTime(enquiry.created_at),
      enquiry.name,
      enquiry.email,
      enquiry.phone ?? "",
      serviceLabel(contentFor(context).offer, enquiry.service),
      STATUS_LABELS[enquiry.status],
      enquiry.message,
      enquiry.note ?? "",
    ]),
  ]);
  const today = formatSortableDateTime(new Date().toISOString()).slice(0, 10);
  return new Response(csv, {
    headers: { "Content-Type": CSV_MEDIA_TYPE, "Content-Disposition": `attachment; filename="zapytania-${today}.csv"` },
  });
}
