// The client list's search and page in its address (`?q=anna&strona=2`),
// read on the server and written by the page's links.
import { withoutControlCharacters } from "~/lib/control-characters";

export const MAX_CLIENT_QUERY_LENGTH = 100;

export type ClientFilter = { query: string; page: number };

/** A search as typed, made fit for the database (PostgreSQL refuses a NUL in text) and bounded. */
export function clientQuery(typed: string): string {
  return withoutControlCharacters(typed).trim().slice(0, MAX_CLIENT_QUERY_LENGTH);
}

/** The filter in the list's address (`?q=anna&strona=2`); anything odd falls back to the default. */
export function parseClientFilter(params: URLSearchParams): ClientFilter {
  const page = Number(params.get("strona"));
  return { query: clientQuery(params.get("q") ?? ""), page: Number.isSafeInteger(page) && page >= 1 ? page : 1 };
}

/** The query string of a filter, without the defaults. */
export function clientSearch({ query, page }: Partial<ClientFilter>): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (page && page > 1) params.set("strona", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
