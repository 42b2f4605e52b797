import { createElement } from "react";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { documentRequestContext, serverSectionsContext } from "./request-context";
import { serverSections } from "./server-sections.server";

function contextFor(documentRequest: boolean) {
  const context = new RouterContextProvider();
  context.set(documentRequestContext, documentRequest);
  context.set(serverSectionsContext, {});
  return context;
}

const sections = { intro: createElement("h1", { className: "heading-1" }, "Oferta & ceny") };

describe("serverSections", () => {
  it("hands a document's sections to the server's render only, as HTML", () => {
    const context = contextFor(true);
    expect(serverSections(context, sections)).toEqual({});
    expect(context.get(serverSectionsContext)).toEqual({ intro: '<h1 class="heading-1">Oferta &amp; ceny</h1>' });
  });

  it("returns the same HTML as data for a client-side navigation", () => {
    const context = contextFor(false);
    expect(serverSections(context, sections)).toEqual({ sections: { intro: '<h1 class="heading-1">Oferta &amp; ceny</h1>' } });
    expect(context.get(serverSectionsContext)).toEqual({});
  });
});
