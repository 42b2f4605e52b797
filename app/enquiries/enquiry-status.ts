export const ENQUIRY_STATUSES = ["new", "in_progress", "done", "spam"] as const;

export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** How the inbox names each status. */
export const STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: "nowe",
  in_progress: "w toku",
  done: "załatwione",
  spam: "spam",
};

export function isEnquiryStatus(value: unknown): value is EnquiryStatus {
  return typeof value === "string" && (ENQUIRY_STATUSES as readonly string[]).includes(value);
}
