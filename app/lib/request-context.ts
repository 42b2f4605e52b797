import { createContext } from "react-router";
import type { SectionDocuments } from "~/site-content/sections";

/** The visitor's address as Express sees it (honouring the proxy settings). */
export const clientAddressContext = createContext<string>("unknown");

/** This response's Content-Security-Policy nonce; "" while pages are pre-rendered (they get hashes). */
export const cspNonceContext = createContext<string>("");

/** The content a render is made from when it is not the live one: the page cache rendering content before it goes live. */
export const renderedContentContext = createContext<SectionDocuments | null>(null);

/** The editor's unsaved draft, while "Podgląd" renders a page from it; null for the published content. */
export const previewContentContext = createContext<SectionDocuments | null>(null);

/** A render kept and sent many times (the page cache): written whole, the same bytes for the same content. */
export const wholeDocumentContext = createContext<boolean>(false);

/** True while React Router answers for an HTML document, false for a data payload (a client-side navigation). */
export const documentRequestContext = createContext<boolean>(false);

/** Set when a loader or action found the database away: the response becomes 503 with Retry-After. */
export const databaseUnavailableContext = createContext<boolean>(false);
