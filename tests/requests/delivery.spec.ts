// How files travel: caching and revalidation, pre-compressed encodings, the
// health check, request ids and logs, and who the server believes a visitor
// is behind a proxy (TRUST_PROXY).
import { expect, test, type APIRequestContext } from "@playwright/test";
import { formTokens, pastTheTimeTrap, publicPages, startTestServer, type TestServer } from "../e2e/site";

const PRERENDERED = publicPages.filter((page) => page.cached === "whole").map((page) => page.path);

async function firstAsset(request: APIRequestContext, extension: string): Promise<string> {
  const html = await (await request.get("/")).text();
  const asset = html.match(new RegExp(`/assets/[\\w.-]+\\.${extension}`))?.[0];
  expect(asset, `a .${extension} asset on the home page`).toBeTruthy();
  return asset!;
}

test.describe("caching and encodings", () => {
  for (const path of PRERENDERED) {
    test(`${path}: brotli or gzip as asked, revalidated with an ETag, 304 when unchanged`, async ({ request }) => {
      const brotli = await request.get(path, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
      expect(brotli.status()).toBe(200);
      expect(brotli.headers()["content-encoding"]).toBe("br");
      expect(brotli.headers()["vary"]).toContain("Accept-Encoding");
      expect(brotli.headers()["cache-control"]).toBe("no-cache");
      const etag = brotli.headers()["etag"];
      expect(etag).toBeTruthy();

      const gzip = await request.get(path, { headers: { "Accept-Encoding": "gzip" } });
      expect(gzip.headers()["content-encoding"]).toBe("gzip");
      const plain = await request.get(path, { headers: { "Accept-Encoding": "identity" } });
      expect(plain.headers()["content-encoding"]).toBeUndefined();
      // The same document whichever way it travelled.
      expect(await brotli.text()).toBe(await plain.text());
      expect(await gzip.text()).toBe(await plain.text());
      expect(Number(brotli.headers()["content-length"])).toBeLessThan(Number(plain.headers()["content-length"]));

      const revalidated = await request.get(path, { headers: { "Accept-Encoding": "gzip, deflate, br", "If-None-Match": etag! } });
      expect(revalidated.status()).toBe(304);
      expect((await revalidated.body()).length).toBe(0);
      const changed = await request.get(path, { headers: { "Accept-Encoding": "gzip, deflate, br", "If-None-Match": '"something-else"' } });
      expect(changed.status()).toBe(200);
    });
  }

  test("data payloads of pre-rendered pages are revalidated with an ETag, 304 when unchanged", async ({ request }) => {
    // Too small to be worth compressing (under 512 bytes); the ETag is what matters.
    for (const path of PRERENDERED.map((page) => (page === "/" ? "/_.data" : `${page}.data`))) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe("no-cache");
      const etag = response.headers()["etag"];
      expect(etag, path).toBeTruthy();
      expect((await request.get(path, { headers: { "If-None-Match": etag! } })).status(), path).toBe(304);
    }
  });

  test("hashed assets are cached for a year, immutable, and pre-compressed", async ({ request }) => {
    for (const extension of ["js", "woff2"]) {
      const asset = await firstAsset(request, extension);
      const response = await request.get(asset, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      // Fonts are compressed already; scripts travel in brotli.
      expect(response.headers()["content-encoding"]).toBe(extension === "js" ? "br" : undefined);
    }
  });

  test("server-rendered pages are compressed on the fly and never reused unasked", async ({ request }) => {
    const response = await request.get("/kontakt", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(response.headers()["cache-control"]).toBe("private, no-cache");
    expect(["br", "gzip"]).toContain(response.headers()["content-encoding"]);
  });

  test("a pre-rendered page's file is not served under a second address", async ({ request }) => {
    expect((await request.get("/oferta/index.html")).status()).toBe(404);
    expect((await request.get("/oferta/index.html.br")).status()).toBe(404);
  });
});

test("GET /healthz reports the database, the outbox backlog and whether the published content renders", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(await response.json()).toEqual({
    status: "ok",
    database: "ok",
    outbox: { pending: expect.any(Number), failed: expect.any(Number) },
    content: { status: "ok" },
  });
});

test("each response has its own request id; a proxy's id is kept", async ({ request }) => {
  const [first, second] = await Promise.all([request.get("/oferta"), request.get("/oferta")]);
  expect(first.headers()["x-request-id"]).toMatch(/^[\w-]{8,}$/);
  expect(second.headers()["x-request-id"]).not.toBe(first.headers()["x-request-id"]);
  const forwarded = await request.get("/oferta", { headers: { "X-Request-Id": "proxy-1234-abcd" } });
  expect(forwarded.headers()["x-request-id"]).toBe("proxy-1234-abcd");
  const junk = await request.get("/oferta", { headers: { "X-Request-Id": "<script>" } });
  expect(junk.headers()["x-request-id"]).not.toBe("<script>");
});

function enquiry(tokens: { submissionKey: string; stamp: string }, email = "jan@example.com") {
  return { name: "Jan Testowy", email, phone: "600 700 800", service: "dieta", message: "Sekretna treść wiadomości testowej.", ...tokens };
}

test.describe("behind a proxy", () => {
  // One pair of servers for the three tests: never in two workers at once.
  test.describe.configure({ mode: "serial" });
  let untrusted: TestServer;
  let trusted: TestServer;
  test.beforeAll(async () => {
    [untrusted, trusted] = await Promise.all([startTestServer({ ENQUIRY_RATE_LIMIT: "1" }), startTestServer({ ENQUIRY_RATE_LIMIT: "1", TRUST_PROXY: "1" })]);
  });
  test.afterAll(() => {
    untrusted.stop();
    trusted.stop();
  });

  test("without TRUST_PROXY a forged X-Forwarded-For does not get past the rate limit", async ({ request }) => {
    const tokens = await Promise.all(
      (await Promise.all([formTokens(request, untrusted.url), formTokens(request, untrusted.url)])).map((token) =>
        pastTheTimeTrap(token, untrusted.databaseFile),
      ),
    );
    const statuses = [];
    for (const [index, token] of tokens.entries()) {
      const response = await request.post(`${untrusted.url}/kontakt`, {
        form: enquiry(token),
        headers: { "X-Forwarded-For": `203.0.113.${index + 1}` },
        maxRedirects: 0,
      });
      statuses.push(response.status());
    }
    expect(statuses).toEqual([303, 429]);
  });

  test("with TRUST_PROXY=1 each forwarded visitor has a limit of their own", async ({ request }) => {
    const tokens = await Promise.all([0, 1, 2].map(async () => pastTheTimeTrap(await formTokens(request, trusted.url), trusted.databaseFile)));
    const statuses = [];
    for (const [token, visitor] of [
      [tokens[0]!, "198.51.100.1"],
      [tokens[1]!, "198.51.100.2"],
      [tokens[2]!, "198.51.100.1"],
    ] as const) {
      const response = await request.post(`${trusted.url}/kontakt`, {
        form: enquiry(token),
        headers: { "X-Forwarded-For": visitor },
        maxRedirects: 0,
      });
      statuses.push(response.status());
    }
    expect(statuses).toEqual([303, 303, 429]);
  });

  test("the addresses of one IPv6 /64 share one limit", async ({ request }) => {
    const tokens = await Promise.all([0, 1, 2].map(async () => pastTheTimeTrap(await formTokens(request, trusted.url), trusted.databaseFile)));
    const statuses = [];
    for (const [token, visitor] of [
      [tokens[0]!, "2001:db8:77:1::10"],
      [tokens[1]!, "2001:db8:77:1:aaaa:bbbb:cccc:dddd"],
      [tokens[2]!, "2001:db8:77:2::10"],
    ] as const) {
      const response = await request.post(`${trusted.url}/kontakt`, { form: enquiry(token), headers: { "X-Forwarded-For": visitor }, maxRedirects: 0 });
      statuses.push(response.status());
    }
    expect(statuses).toEqual([303, 429, 303]);
  });

  test("a request's log line is JSON with its id, and holds no e-mail address, phone number or message", async ({ request }) => {
    const token = await pastTheTimeTrap(await formTokens(request, trusted.url), trusted.databaseFile);
    const response = await request.post(`${trusted.url}/kontakt`, {
      form: enquiry(token, "log.test@example.com"),
      headers: { "X-Forwarded-For": "198.51.100.77" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    const id = response.headers()["x-request-id"];
    await request.get(`${trusted.url}/admin?q=log.test%40example.com`);
    await request.get(`${trusted.url}/ADMIN?q=Kowalska`);
    await request.get(`${trusted.url}/healthz`);
    await expect.poll(() => trusted.output.some((line) => line.includes("/admin?q="))).toBe(true);

    const lines = trusted.output.map((line) => JSON.parse(line) as { req?: { id: string; url: string; client: string }; res?: { status: number } });
    const post = lines.find((line) => line.req?.id === id);
    expect(post).toMatchObject({ req: { method: "POST", url: "/kontakt", client: "198.51.100.0" }, res: { status: 303 } });
    // An inbox search is hidden whole: a surname is personal data no pattern recognises.
    expect(lines.find((line) => line.req?.url.startsWith("/admin"))?.req?.url).toBe("/admin?q=***");
    expect(lines.find((line) => line.req?.url.startsWith("/ADMIN"))?.req?.url).toBe("/ADMIN?q=***");
    expect(lines.some((line) => line.req?.url === "/healthz")).toBe(false);
    const log = trusted.output.join("\n");
    for (const secret of ["log.test", "Kowalska", "600 700 800", "600700800", "Sekretna", "198.51.100.77"]) expect(log).not.toContain(secret);
  });
});
