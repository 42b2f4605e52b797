import { createContext, useContext } from "react";

/** The CSP nonce for inline scripts and styles, given by entry.server; undefined in the browser. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
