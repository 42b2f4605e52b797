import type { RouterContextProvider } from "react-router";
import { documentRequestContext, serverSectionsContext } from "./request-context";

/**
 * The content of a page's static sections (app/components/server-section.tsx):
 * in an HTML document it goes to the server's render only, so that it is not
 * also sent as data inside the page (the browser keeps the rendered HTML); in a
 * data payload (a client-side navigation, which renders the page anew) it is
 * returned as data.
 */
export function serverSections<T extends Record<string, unknown>>(context: Readonly<RouterContextProvider>, sections: T): { sections?: T } {
  if (!context.get(documentRequestContext)) return { sections };
  Object.assign(context.get(serverSectionsContext), sections);
  return {};
}
