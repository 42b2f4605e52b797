import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routeMatcher } from "./route-matcher";

// The site's route table as the build lists it (app/routes.ts), in part.
const routes = Object.fromEntries(
  [
    { id: "root" },
    { id: "routes/home", parentId: "root", index: true },
    { id: "routes/offer", parentId: "root", path: "oferta" },
    { id: "routes/booking-manage", parentId: "root", path: "rezerwacja/:token" },
    { id: "routes/booking-event", parentId: "root", path: "rezerwacja/:token/wydarzenie.ics" },
    { id: "routes/sitemap", parentId: "root", path: "sitemap.xml" },
    { id: "routes/admin/layout", parentId: "root", path: "admin" },
    { id: "routes/admin/signed-in", parentId: "routes/admin/layout" },
    { id: "routes/admin/inbox", parentId: "routes/admin/signed-in", index: true },
    { id: "routes/admin/not-found", parentId: "routes/admin/signed-in", path: "*" },
    { id: "routes/not-found", parentId: "root", path: "*" },
  ].map((route) => [route.id, route]),
);

function reactRouterTree(parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) => ({ ...route, children: reactRouterTree(route.id) }) as RouteObject);
}

describe("routeMatcher", () => {
  const outside = routeMatcher(routes, "routes/not-found");
  const tree = reactRouterTree();

  it("agrees with React Router's matchRoutes on which addresses only the catch-all takes", () => {
    const addresses = [
      "/",
      "/oferta",
      "/OFERTA",
      "/oferta/",
      "/oferta/x",
      "/ofert%61",
      "/rezerwacja/abc",
      "/rezerwacja/abc/wydarzenie.ics",
      "/rezerwacja/abc/wydarzenieXics",
      "/rezerwacja",
      "/sitemap.xml",
      "/sitemapxxml",
      "/admin",
      "/admin/",
      "/admin/cokolwiek/dalej",
      "/nie-ma",
      "/a/b/c",
      "/%E0%A4%A",
    ];
    for (const address of addresses) {
      let decoded = address;
      try {
        decoded = decodeURIComponent(address);
      } catch {
        // React Router keeps a malformed address as it is.
      }
      const reactRouter = matchRoutes(tree, decoded)?.at(-1)?.route.id === "routes/not-found";
      expect(outside(address), address).toBe(reactRouter);
    }
  });

  it("refuses a pattern it does not know how to compile", () => {
    expect(() => routeMatcher({ a: { id: "a", path: "strona/:id?" } }, "b")).toThrow(/only static/);
  });
});
