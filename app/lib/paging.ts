// The panel's long lists a page at a time, as the inbox and the client list
// do: 20 rows a page (DESIGN.md, the original kit's tables), the page in the
// address as `?strona=2`, a page past the end showing the last one.
import { positiveInteger } from "~/lib/positive-integer";

export const PAGE_SIZE = 20;

export type Page = { page: number; pageCount: number; offset: number };

/** The page asked for in the address's `strona`; 1 for anything else. */
export function pageParam(params: URLSearchParams): number {
  return positiveInteger(params.get("strona")) ?? 1;
}

/** Where the page asked for lies among `total` rows: past the end, the last page. */
export function pageWithin(asked: number, total: number, size = PAGE_SIZE): Page {
  const pageCount = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, asked), pageCount);
  return { page, pageCount, offset: (page - 1) * size };
}

/** An address with its page set (the first page without one), its other parameters and its #part kept. */
export function withPage(address: string, page: number): string {
  const url = new URL(address, "http://panel.invalid");
  if (page > 1) url.searchParams.set("strona", String(page));
  else url.searchParams.delete("strona");
  return `${url.pathname}${url.search}${url.hash}`;
}
