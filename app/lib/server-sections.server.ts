import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { RouterContextProvider } from "react-router";
import { documentRequestContext, serverSectionsContext } from "./request-context";

/** Each static section rendered to HTML, under its name. */
export function renderSections<Name extends string>(sections: Record<Name, ReactElement>): Record<Name, string> {
  return Object.fromEntries(Object.entries<ReactElement>(sections).map(([name, element]) => [name, renderToStaticMarkup(element)])) as Record<Name, string>;
}

/**
 * A page's static sections (app/components/server-section.tsx) rendered to
 * HTML: in an HTML document it goes to the server's render only, so that it
 * is not also sent as data inside the page (the browser keeps the rendered
 * HTML); in a data payload (a client-side navigation) it is returned as data.
 */
export function serverSections<Name extends string>(
  context: Readonly<RouterContextProvider>,
  sections: Record<Name, ReactElement>,
): { sections?: Record<Name, string> } {
  const html = renderSections(sections);
  if (!context.get(documentRequestContext)) return { sections: html };
  Object.assign(context.get(serverSectionsContext), html);
  return {};
}
