import { createContext } from "react-router";

/** The visitor's address as Express sees it (honouring the proxy settings). */
export const clientAddressContext = createContext<string>("unknown");

/** This response's Content-Security-Policy nonce; "" while pages are pre-rendered (they get hashes). */
export const cspNonceContext = createContext<string>("");
