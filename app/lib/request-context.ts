import { createContext } from "react-router";

/** The visitor's address as Express sees it (honouring the proxy settings). */
export const clientAddressContext = createContext<string>("unknown");
