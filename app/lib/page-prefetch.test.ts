import { matchRoutes, type DataRouteMatch, type DataRouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { pagePrefetch, type ManifestRoute, type RouterSnapshot } from "./page-prefetch";

const keepOnPost: DataRouteObject["shouldRevalidate"] = ({ formMethod, defaultShouldRevalidate }) => (formMethod === "POST" ? false : defaultShouldRevalidate);
const neverRevalidate: DataRouteObject["shouldRevalidate"] = () => false;

function routes(options: { rootShouldRevalidate?: DataRouteObject["shouldRevalidate"] } = {}): DataRouteObject[] {
  return [
    {
      id: "root",
      path: "",
      shouldRevalidate: options.rootShouldRevalidate,
      children: [
        { id: "routes/home", index: true },
        { id: "routes/offer", path: "oferta" },
        { id: "routes/contact", path: "kontakt", shouldRevalidate: keepOnPost },
        { id: "routes/thanks", path: "dziekujemy" },
        { id: "routes/not-found", path: "*" },
      ],
    },
  ];
}

const route = (id: string, extra: Partial<ManifestRoute> = {}): ManifestRoute => ({
  module: `/assets/${id}.js`,
  imports: ["/assets/shared.js"],
  hasLoader: true,
  hasClientLoader: false,
  ...extra,
});

function manifest(extra: Record<string, Partial<ManifestRoute>> = {}) {
  const ids = ["root", "home", "offer", "contact", "thanks", "not-found"];
  return { routes: Object.fromEntries(ids.map((id) => [id === "root" ? id : `routes/${id}`, route(id, extra[id])])) };
}

/** The router as it stands on `here`, every shown route's data loaded. */
function at(here: string, tree = routes()): RouterSnapshot {
  const url = new URL(here, "https://example.com");
  const matches = matchRoutes(tree, url.pathname) as DataRouteMatch[];
  return {
    routes: tree,
    basename: "/",
    location: { pathname: url.pathname, search: url.search, hash: url.hash },
    matches,
    loaderData: Object.fromEntries(matches.map((match) => [match.route.id, {}])),
  };
}

const options = { origin: "https://example.com", trailingSlashAware: true };

describe("what a link prefetches (React Router's own choice, from the manifest)", () => {
  it("a new page: its data for every route, and only the new route's code and stylesheet", () => {
    const target = pagePrefetch("/oferta", at("/"), manifest({ offer: { css: ["/assets/offer.css"] } }), {}, options);
    expect(target).toEqual({ data: ["/oferta.data"], modules: ["/assets/offer.js", "/assets/shared.js"], styles: ["/assets/offer.css"] });
  });

  it("the page already shown: nothing", () => {
    expect(pagePrefetch("/oferta", at("/oferta"), manifest(), {}, options)).toEqual({ data: [], modules: [], styles: [] });
  });

  it("the same route at another address: data again, no code", () => {
    const target = pagePrefetch("/kontakt?usluga=masaz", at("/kontakt"), manifest(), { "routes/contact": { shouldRevalidate: keepOnPost } }, options);
    expect(target).toEqual({ data: ["/kontakt.data?usluga=masaz"], modules: [], styles: [] });
  });

  it("a route shown now that keeps its data (shouldRevalidate) is left out by name with _routes", () => {
    const tree = routes({ rootShouldRevalidate: neverRevalidate });
    const target = pagePrefetch("/oferta", at("/", tree), manifest(), { root: { shouldRevalidate: neverRevalidate } }, options);
    expect(target.data).toEqual(["/oferta.data?_routes=routes%2Foffer"]);
  });

  it("a route with a client loader fetches its own data: the others are named", () => {
    const target = pagePrefetch("/oferta", at("/"), manifest({ offer: { hasClientLoader: true } }), {}, options);
    expect(target.data).toEqual(["/oferta.data?_routes=root"]);
  });

  it("routes without a loader ask for no data; a page with none asks for none", () => {
    const none = { hasLoader: false };
    expect(pagePrefetch("/dziekujemy", at("/"), manifest({ thanks: none }), {}, options).data).toEqual(["/dziekujemy.data"]);
    expect(pagePrefetch("/dziekujemy", at("/"), manifest({ thanks: none, root: none }), {}, options).data).toEqual([]);
  });

  it("matches as React Router does, whatever the letter case, down to the catch-all route", () => {
    expect(pagePrefetch("/OFERTA", at("/"), manifest(), {}, options).modules).toEqual(["/assets/offer.js", "/assets/shared.js"]);
    expect(pagePrefetch("/nie-ma", at("/"), manifest(), {}, options).modules).toEqual(["/assets/not-found.js", "/assets/shared.js"]);
    expect(pagePrefetch("/", at("/oferta"), manifest(), {}, options).modules).toEqual(["/assets/home.js", "/assets/shared.js"]);
  });

  it("a trailing slash and the splat route: the addresses React Router requests", () => {
    expect(pagePrefetch("/oferta/", at("/"), manifest(), {}, options).data).toEqual(["/oferta/_.data"]);
    expect(pagePrefetch("/", at("/oferta"), manifest(), {}, { ...options, trailingSlashAware: false }).data).toEqual(["/_root.data"]);
    const elsewhere = pagePrefetch("/nie-ma/tej-strony", at("/nie-ma"), manifest(), {}, options);
    // Another splat is another page to React Router: its code is linked again.
    expect(elsewhere).toEqual({ data: ["/nie-ma/tej-strony.data"], modules: ["/assets/not-found.js", "/assets/shared.js"], styles: [] });
  });
});
