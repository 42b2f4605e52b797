/* eslint-disable @typescript-eslint/ban-ts-comment -- unchecked until this script is typed */
// @ts-nocheck
// `npm run bench:publish`: how long a publish takes to reach visitors on the
// server that took it. Signs in to the production build, then publishes a
// new price for one package 20 times (as the editor's form posts it) and,
// from the moment each POST leaves, asks for /oferta every 10 ms until the
// new price is in it. Prints p50 and p95 of that publish-to-live latency and
// of the POST's own answer. Other instances follow within CONTENT_POLL_MS
// (1 s by default; server/content-instances.test.ts shows it).
import { ensureBuild } from "./ensure-build.ts";
import { formFields } from "./form-fields.ts";
import { serveBuild } from "./serve-build.ts";

const PORT = 4184;
const PUBLISHES = 20;
// The test administrator (playwright.config.ts): this server is thrown away after.
const EMAIL = "trener@example.com";
const PASSWORD = "Hasło testowe panelu 2025";
const PASSWORD_HASH = "scrypt$32768$8$1$sHIiccsWjjqavRKMfGFN1Q$ZEvxXZ1MhBy0ukPlWllUDDRMC7OKRLdy6dDZhCkNiaY";

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

await ensureBuild();
const server = await serveBuild({ port: PORT, env: { SITE_URL: `http://127.0.0.1:${PORT}`, ADMIN_PASSWORD_HASH: PASSWORD_HASH, ADMIN_EMAIL: EMAIL } });
try {
  const signIn = await fetch(`${server.base}/admin/logowanie`, {
    method: "POST",
    headers: { Origin: server.base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: EMAIL, password: PASSWORD }),
    redirect: "manual",
  });
  const cookie = signIn.headers.get("set-cookie")?.match(/admin-session=[^;]+/)?.[0];
  if (!cookie) throw new Error(`signing in answered ${signIn.status}`);
  const { initialContent } = await import("../build/server/cli.js");
  const offer = structuredClone(initialContent().offer);
  const live = [];
  const answered = [];
  for (let index = 0; index < PUBLISHES; index++) {
    offer.packages[1].price = 2000 + index;
    const body = formFields(offer);
    body.set("baseVersion", String(index + 1));
    const started = performance.now();
    const response = await fetch(`${server.base}/admin/tresci/oferta`, {
      method: "POST",
      headers: { Origin: server.base, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body,
      redirect: "manual",
    });
    answered.push(performance.now() - started);
    if (response.status !== 303) throw new Error(`publish ${index + 1} answered ${response.status}`);
    for (;;) {
      if ((await (await fetch(`${server.base}/oferta`)).text()).includes(`"price":"${2000 + index}"`)) break;
      if (performance.now() - started > 10_000) throw new Error(`publish ${index + 1} was not live after 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    live.push(performance.now() - started);
  }
  const row = (name, values) =>
    `${name.padEnd(28)} ${percentile(values, 50).toFixed(0).padStart(6)} ${percentile(values, 95).toFixed(0).padStart(6)} ${Math.max(...values)
      .toFixed(0)
      .padStart(6)}`;
  console.log(`${PUBLISHES} publishes of a price on one server`);
  console.log("                             p50 ms p95 ms max ms");
  console.log(row("POST answered (303)", answered));
  console.log(row("new price in GET /oferta", live));
} finally {
  server.stop();
}
