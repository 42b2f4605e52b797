import { createContext, useContext, type ComponentProps } from "react";

/** Given by entry.server: the HTML of the document's static sections; undefined in the browser. */
export const ServerSectionsContext = createContext<Record<string, string> | undefined>(undefined);

/**
 * The HTML of a page's static sections: from the loader's data after a
 * client-side navigation, from the server's render otherwise, and none while
 * the browser takes over the server's HTML.
 */
export function useServerSections<Name extends string>(fromData: Partial<Record<Name, string>> | undefined): Partial<Record<Name, string>> {
  const fromServer = useContext(ServerSectionsContext) as Partial<Record<Name, string>> | undefined;
  return fromData ?? fromServer ?? {};
}

type ServerSectionProps = Omit<ComponentProps<"section">, "children" | "ref" | "dangerouslySetInnerHTML"> & {
  as?: "section" | "div" | "header" | "footer" | "nav" | "p";
  /** The section's HTML, rendered by the loader (app/lib/server-sections.server.ts); undefined keeps what the page has. */
  html: string | undefined;
};

/**
 * A section with nothing interactive in it (no links handled by the router,
 * no state), rendered to HTML by the server only: its components never ship
 * to the browser. When the browser takes over a page rendered by the server
 * it keeps the section's HTML as it is, so its content never travels twice
 * (in the HTML and again as the page's data). After a client-side navigation
 * the HTML comes as data.
 */
export function ServerSection({ as: Element = "section", html, ...props }: ServerSectionProps) {
  return <Element {...props} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html ?? "" }} />;
}
