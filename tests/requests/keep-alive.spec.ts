// The server keeps an idle connection longer than the client or the proxy in
// front of it (docs/deployment.md): with Node's default 5 s, a request sent on
// a socket the server was just closing failed with ECONNRESET.
import { expect, test } from "@playwright/test";

test("an idle connection is kept 125 s, longer than a proxy keeps it", async ({ request }) => {
  const response = await request.get("/", { headers: { Connection: "keep-alive" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["keep-alive"]).toBe("timeout=125");
});
