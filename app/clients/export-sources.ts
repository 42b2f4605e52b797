// Where a client's data export is opened from, as its address names it
// (/admin/dane-klienta/:source/:id): an enquiry, a booking (the agenda) or a card.

export type ExportSource = "enquiry" | "booking" | "card";

/** The address's segment of each source. */
export const EXPORT_SOURCE_SEGMENTS: Record<ExportSource, string> = { enquiry: "zapytanie", booking: "rezerwacja", card: "klient" };

/** The source an address's segment names, or undefined for one we did not make. */
export function exportSourceOf(segment: string | undefined): ExportSource | undefined {
  return (Object.keys(EXPORT_SOURCE_SEGMENTS) as ExportSource[]).find((source) => EXPORT_SOURCE_SEGMENTS[source] === segment);
}
