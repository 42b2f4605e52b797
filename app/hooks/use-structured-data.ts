import { createContext, useContext } from "react";

/**
 * The page's JSON-LD, serialized by entry.server from the content the page is
 * rendered from; undefined in the browser, which keeps the server's copy.
 */
export const StructuredDataContext = createContext<string | undefined>(undefined);

export function useStructuredData(): string | undefined {
  return useContext(StructuredDataContext);
}
