// `npm run bench:publish`: how long a publish takes to reach visitors on the
// server that took it. Signs in to the production build, then publishes a
// new price for one package 20 times (as the editor's form posts it) and,
// from the moment each POST leaves, asks for /oferta every 10 ms until the
// new price is in it. Prints p50 and p95 of that publish-to-live latency and
// of the POST's own answer. Other instances follow within CONTENT_POLL_MS
// (1 s by default; server/content-instances.test.ts shows it).
// The test administrator: its password hash is public, and the server is thrown away after.
import { TEST_ADMIN } from "../playwright.config.ts";
import { signIn } from "./admin-sign-in.ts";
import { importCliBundle, type CliBundle } from "./cli-bundle.ts";
import { ensureBuild } from "./ensure-build.ts";
import { formFields } from "./form-fields.ts";
import { percentile } from "./measure/stats.ts";
import { serveBuild } from "./serve-build.ts";
import { sleep } from "./sleep.ts";

const PORT = 4184;
const PUBLISHES = 20;

type Offer = ReturnType<CliBundle["initialContent"]>["offer"];

/** Publishes `price` for the second package; resolves with the POST's time and the time until /oferta shows it, ms. */
async function publishPrice(base: string, cookie: string, offer: Offer, index: number): Promise<{ answered: number; live: number }> {
  const price = 2000 + index;
  const body = formFields({ ...offer, packages: offer.packages.map((item, position) => (position === 1 ? { ...item, price } : item)) });
  body.set("baseVersion", String(index + 1));
  const started = performance.now();
  const response = await fetch(`${base}/admin/tresci/oferta`, {
    method: "POST",
    headers: { Origin: base, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body,
    redirect: "manual",
  });
  const answered = performance.now() - started;
  if (response.status !== 303) throw new Error(`publish ${index + 1} answered ${response.status}`);
  while (!(await (await fetch(`${base}/oferta`)).text()).includes(`"price":"${price}"`)) {
    if (performance.now() - started > 10_000) throw new Error(`publish ${index + 1} was not live after 10 s`);
    await sleep(10);
  }
  return { answered, live: performance.now() - started };
}

const row = (name: string, values: number[]) =>
  `${name.padEnd(28)} ${percentile(values, 50).toFixed(0).padStart(6)} ${percentile(values, 95).toFixed(0).padStart(6)} ${Math.max(...values)
    .toFixed(0)
    .padStart(6)}`;

ensureBuild();
const { initialContent } = await importCliBundle();
const server = await serveBuild({
  port: PORT,
  env: { SITE_URL: `http://127.0.0.1:${PORT}`, ADMIN_PASSWORD_HASH: TEST_ADMIN.passwordHash, ADMIN_EMAIL: TEST_ADMIN.email },
});
try {
  const { status, cookie } = await signIn(server.base, TEST_ADMIN);
  if (!cookie) throw new Error(`signing in answered ${status}`);
  const offer = initialContent().offer;
  const times = [];
  for (let index = 0; index < PUBLISHES; index++) times.push(await publishPrice(server.base, cookie, offer, index));
  console.log(`${PUBLISHES} publishes of a price on one server`);
  console.log("                             p50 ms p95 ms max ms");
  console.log(
    row(
      "POST answered (303)",
      times.map((time) => time.answered),
    ),
  );
  console.log(
    row(
      "new price in GET /oferta",
      times.map((time) => time.live),
    ),
  );
} finally {
  server.stop();
}
