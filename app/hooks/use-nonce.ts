import { createContext, useContext } from "react";

/**
 * The CSP nonce for inline scripts and styles: entry.server gives the
 * response's; entry.client reads it back from the page (an element's `nonce`
 * property keeps it while the browser blanks the attribute), because
 * hydration compares every element's nonce with what the client renders.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
