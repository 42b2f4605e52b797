import { describe, expect, it } from "vitest";
import { createDiscoveredRoutes } from "./discovered-routes";

describe("discovered routes", () => {
  it("lets a link go once an answer of the manifest names its path, and not before", () => {
    const routes = createDiscoveredRoutes();
    const ready: string[] = [];
    routes.whenDiscovered("/oferta", () => ready.push("/oferta"));
    routes.whenDiscovered("/kontakt", () => ready.push("/kontakt"));
    routes.recordFinished(["http://localhost/assets/site-abc.js", "http://localhost/oferta.data", "http://localhost/__manifest?paths=%2Fgaleria&version=1"]);
    expect(ready).toEqual([]);
    routes.recordFinished(["http://localhost/__manifest?paths=%2F%2C%2Fkontakt%2C%2Foferta&version=1"]);
    expect(ready.sort()).toEqual(["/kontakt", "/oferta"]);
  });

  it("lets a link whose path was answered before go at once, once", () => {
    const routes = createDiscoveredRoutes();
    routes.recordFinished(["http://localhost/__manifest?paths=%2Fregulamin&version=1"]);
    let calls = 0;
    routes.whenDiscovered("/regulamin", () => (calls += 1));
    routes.recordFinished(["http://localhost/__manifest?paths=%2Fregulamin&version=1"]);
    expect(calls).toBe(1);
  });

  it("forgets a link that stopped waiting", () => {
    const routes = createDiscoveredRoutes();
    let calls = 0;
    const stop = routes.whenDiscovered("/zajecia", () => (calls += 1));
    stop();
    routes.recordFinished(["http://localhost/__manifest?paths=%2Fzajecia&version=1"]);
    expect(calls).toBe(0);
  });
});
