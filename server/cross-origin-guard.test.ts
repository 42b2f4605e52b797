import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveExpress } from "../tests/support/serve-express";
import { crossOriginGuard } from "./cross-origin-guard";

describe("the cross-origin guard", () => {
  let server: Awaited<ReturnType<typeof serveExpress>>;
  beforeAll(async () => {
    const app = express();
    app.use(crossOriginGuard({ siteUrl: "https://trener.example" }));
    app.use((_req, res) => void res.send("handled"));
    server = await serveExpress(app);
  });
  afterAll(() => server.close());

  it("refuses a state-changing request from another site, on any address", async () => {
    for (const origin of ["https://evil.example", "http://trener.example", "https://trener.example.evil.example", "https://sub.trener.example", "null"]) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        for (const path of ["/kontakt", "/ADMIN/spam/usun", "/cokolwiek"]) {
          const response = await fetch(server.base + path, { method, headers: { Origin: origin } });
          expect(response.status, `${method} ${path} from ${origin}`).toBe(403);
          expect(await response.text()).toContain("Brak dostępu");
        }
      }
    }
  });

  it("lets through the site's own origin, the server's own address, and a form sent without an Origin", async () => {
    for (const headers of [{ Origin: "https://trener.example" }, { Origin: server.base }, {}] as Record<string, string>[]) {
      const response = await fetch(`${server.base}/kontakt`, { method: "POST", headers });
      expect(await response.text(), JSON.stringify(headers)).toBe("handled");
    }
  });

  it("never stands in the way of reading", async () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect((await fetch(`${server.base}/oferta`, { method, headers: { Origin: "https://evil.example" } })).status, method).toBe(200);
    }
  });
});
