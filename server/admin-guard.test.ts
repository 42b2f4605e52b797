import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveExpress } from "../tests/support/serve-express";
import { adminGuard } from "./admin-guard";

function serve(enabled: boolean) {
  const app = express();
  app.use(adminGuard({ enabled, siteUrl: "https://trener.example" }));
  app.use((_req, res) => void res.send("handled"));
  return serveExpress(app);
}

describe("the inbox guard", () => {
  let on: Awaited<ReturnType<typeof serve>>;
  let off: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    [on, off] = await Promise.all([serve(true), serve(false)]);
  });
  afterAll(async () => {
    await Promise.all([on.close(), off.close()]);
  });

  it("marks every inbox response, data requests included, as not to be stored or indexed", async () => {
    for (const path of ["/admin", "/admin/logowanie", "/admin.data", "/admin/zapytania/1.data", "/admin/eksport.csv"]) {
      const response = await fetch(on.base + path);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
      expect(response.headers.get("x-robots-tag"), path).toBe("noindex");
      expect(await response.text()).toBe("handled");
    }
    for (const path of ["/", "/administracja", "/kontakt", "/x/admin"]) {
      expect((await fetch(on.base + path)).headers.get("cache-control"), path).toBeNull();
    }
  });

  it("lets through POSTs from the site's own origin or the server's own address", async () => {
    for (const origin of ["https://trener.example", on.base]) {
      const response = await fetch(`${on.base}/admin/wyloguj`, { method: "POST", headers: { Origin: origin } });
      expect(await response.text(), origin).toBe("handled");
    }
  });

  it("refuses state-changing requests from another origin or without one with 403", async () => {
    for (const origin of ["https://evil.example", "http://trener.example", "https://trener.example.evil.example", "null", undefined]) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        const response = await fetch(`${on.base}/admin/zapytania/1`, { method, headers: origin ? { Origin: origin } : {} });
        expect(response.status, `${method} from ${origin}`).toBe(403);
      }
    }
    expect((await fetch(`${on.base}/kontakt`, { method: "POST", headers: { Origin: "https://evil.example" } })).status).toBe(200);
  });

  it("does nothing while the inbox is off", async () => {
    const response = await fetch(`${off.base}/admin`, { method: "POST", headers: { Origin: "https://evil.example" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBeNull();
  });
});
