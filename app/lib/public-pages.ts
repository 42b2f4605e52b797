/**
 * The public pages: one list read by the page cache (server/page-cache.ts), the
 * sitemap and the tests, so that none of them can drift from the others.
 */
export type PublicPage = {
  path: string;
  /**
   * "whole": rendered once when the server starts and sent from the page
   * cache as it is; "none": rendered per request.
   */
  cached: "whole" | "none";
  /** Listed in sitemap.xml and open to search engines. */
  indexed: boolean;
};

export const publicPages: readonly PublicPage[] = [
  { path: "/", cached: "whole", indexed: true },
  { path: "/oferta", cached: "whole", indexed: true },
  { path: "/galeria", cached: "whole", indexed: true },
  { path: "/osiagniecia", cached: "whole", indexed: true },
  // The contact form carries a submission key and a signed time stamp of its
  // own (docs/decisions/017-the-supported-road.md).
  { path: "/kontakt", cached: "none", indexed: true },
  // Free times change with every booking, and the form carries its tokens.
  { path: "/rezerwacja", cached: "none", indexed: true },
  // Free seats change with every booking.
  { path: "/zajecia", cached: "none", indexed: true },
  // The order form carries its tokens.
  { path: "/bon-podarunkowy", cached: "none", indexed: true },
  { path: "/polityka-prywatnosci", cached: "whole", indexed: true },
  { path: "/regulamin", cached: "whole", indexed: true },
  { path: "/dziekujemy", cached: "whole", indexed: false },
];
