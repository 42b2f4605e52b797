import { createContext, useContext, type ComponentProps, type ReactNode } from "react";

/** Given by entry.server: the sections' content of the document being rendered; undefined in the browser. */
export const ServerSectionsContext = createContext<Record<string, unknown> | undefined>(undefined);

/** The page's static sections' content: from the loader's data after a client-side navigation, from the server's render otherwise. */
export function useServerSections<T>(fromData: T | undefined): T | undefined {
  const fromServer = useContext(ServerSectionsContext) as T | undefined;
  return fromData ?? fromServer;
}

type ServerSectionProps<T> = Omit<ComponentProps<"section">, "children" | "ref"> & {
  as?: "section" | "div" | "header" | "footer" | "nav" | "p";
  /** The section's content: undefined while the browser takes over the server's HTML. */
  from: T | undefined;
  children: (content: T) => ReactNode;
};

/**
 * A section with nothing interactive in it (no links handled by the router,
 * no state). When the browser takes over a page rendered by the server it
 * keeps this section's HTML as it is: its content never travels twice (in
 * the HTML and again as the page's data). After a client-side navigation the
 * content comes as data and the section renders normally.
 */
export function ServerSection<T>({ as: Element = "section", from: content, children, ...props }: ServerSectionProps<T>) {
  if (content === undefined) return <Element {...props} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
  return <Element {...props}>{children(content)}</Element>;
}
