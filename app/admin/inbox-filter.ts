import { isEnquiryStatus, type EnquiryStatus } from "~/enquiries";
import { withoutControlCharacters } from "../lib/control-characters";

export type InboxFilter = {
  /** null: every enquiry but spam. */
  status: EnquiryStatus | null;
  /** Matched against name, e-mail, phone and message; "" for none. */
  query: string;
  /** From 1. */
  page: number;
};

export const MAX_QUERY_LENGTH = 200;

/** The filter in the inbox's address (`?status=new&q=anna&page=2`); anything odd falls back to the default. */
export function parseInboxFilter(params: URLSearchParams): InboxFilter {
  const status = params.get("status");
  const page = Number(params.get("page"));
  return {
    status: isEnquiryStatus(status) ? status : null,
    // Control characters: nothing anyone types, and PostgreSQL refuses a NUL.
    query: withoutControlCharacters(params.get("q") ?? "")
      .trim()
      .slice(0, MAX_QUERY_LENGTH),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string for a filter, without the defaults: "" for the plain inbox. */
export function inboxSearch({ status, query, page }: Partial<InboxFilter>): string {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (query) params.set("q", query);
  if (page && page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
