/**
 * The public pages: one list read by the page cache (server/page-cache.ts), the
 * sitemap and the tests, so that none of them can drift from the others.
 */
export type PublicPage = {
  path: string;
  /** Rendered once when the server starts and sent from the page cache; false only where the page differs per request. */
  prerendered: boolean;
  /** Listed in sitemap.xml and open to search engines. */
  indexed: boolean;
};

export const publicPages: readonly PublicPage[] = [
  { path: "/", prerendered: true, indexed: true },
  { path: "/oferta", prerendered: true, indexed: true },
  { path: "/galeria", prerendered: true, indexed: true },
  { path: "/osiagniecia", prerendered: true, indexed: true },
  // The contact form carries a per-request submission key and a signed time
  // stamp, so its page is rendered for each visitor (see docs/decisions).
  { path: "/kontakt", prerendered: false, indexed: true },
  // Free times change with every booking, and the form carries its tokens.
  { path: "/rezerwacja", prerendered: false, indexed: true },
  { path: "/polityka-prywatnosci", prerendered: true, indexed: true },
  { path: "/dziekujemy", prerendered: true, indexed: false },
];
