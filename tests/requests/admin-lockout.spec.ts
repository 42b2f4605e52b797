// Guessing at the inbox's password: a lock per address that parallel
// requests cannot get past, a growing wait per account that never keeps the
// owner's own browser out, a command that clears every lock, what the
// sign-in page tells a trainer who forgot the password, and sessions that
// end when the password hash changes or on "Wyloguj wszędzie".
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { hashPassword } from "../../app/admin/password-hash.server";
import { openPage, readable } from "../support/html-page";
import { ADMIN_ENV, PANEL_ENV, signInByRequest, SIGN_IN_PATH } from "../e2e/admin";
import { ownServer, startTestServer, TEST_ADMIN, type TestServer } from "../e2e/site";

const WRONG_PAIR = "Nieprawidłowy e-mail lub hasło.";

/** A sign-in as a page without JavaScript posts it, from `address` when the server trusts a proxy. */
function attempt(request: APIRequestContext, server: Pick<TestServer, "url">, email: string, password: string, address?: string) {
  const headers: Record<string, string> = { Origin: server.url };
  if (address) headers["X-Forwarded-For"] = address;
  return request.post(`${server.url}${SIGN_IN_PATH}`, { headers, form: { email, password }, maxRedirects: 0 });
}

test.describe(() => {
  const server = ownServer(PANEL_ENV);

  test("5 failures lock the address for 15 minutes, even for the right password", async ({ request }) => {
    for (let i = 1; i <= 4; i++) {
      const response = await attempt(request, server, `zgaduje${i}@example.com`, "123456");
      expect(response.status()).toBe(400);
      expect(await response.text()).toContain(WRONG_PAIR);
    }
    const fifth = await attempt(request, server, TEST_ADMIN.email, "654321");
    expect(fifth.status()).toBe(429);
    expect(await fifth.text()).toContain("Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 15 minut.");
    for (const [email, password] of [
      [TEST_ADMIN.email, TEST_ADMIN.password],
      ["inne.konto@example.com", "cokolwiek"],
    ] as const) {
      const locked = await attempt(request, server, email, password);
      expect(locked.status()).toBe(429);
      expect(locked.headers()["set-cookie"]).toBeUndefined();
    }

    // The server's owner clears every lock with one command.
    const printed = execFileSync(process.execPath, ["scripts/admin-unlock.ts"], {
      env: { ...process.env, DATABASE_URL: server.databaseFile },
      encoding: "utf8",
    });
    expect(printed).toContain("the inbox takes sign-ins again");
    expect((await attempt(request, server, TEST_ADMIN.email, TEST_ADMIN.password)).status()).toBe(303);
  });
});

test("a trainer who forgot the password reads on the sign-in page what to ask for; the commands there are the project's own", async ({ request }) => {
  const page = await openPage(request, SIGN_IN_PATH);
  expect(page.text("main")).toMatch(/na zapytania z\sformularza kontaktowego, prowadzisz kalendarz rezerwacji i\szmieniasz teksty oraz zdjęcia strony\./);
  // The answer folded under its question: in the page whether or not it is open.
  const help = [...page.document.querySelectorAll("details")].find((details) => readable(details.textContent).includes("Nie pamiętasz hasła?"))!;
  const helpText = readable(help.textContent);
  expect(helpText).toContain("tylko jego skrót");
  const commands = [...help.querySelectorAll("pre")].map((pre) => pre.textContent);
  expect(commands).toEqual(["npm run --silent admin:hash", "ADMIN_PASSWORD_HASH='…'", "npm run admin:unlock"]);
  const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
  expect(Object.keys(scripts)).toEqual(expect.arrayContaining(["admin:hash", "admin:unlock"]));
  // The section of the operations guide it sends the helper to.
  expect(helpText).toMatch(/docs\/operations\.md, rozdział o\szapomnianym haśle i\szablokowanym logowaniu\./);
  expect(helpText).not.toContain("forgotten");
  expect(readFileSync("docs/operations.md", "utf8")).toContain("\n## A forgotten password, a locked sign-in\n");
});

test.describe(() => {
  const server = ownServer(PANEL_ENV);

  test("50 wrong passwords sent at once get no more than the 5 tries of one lock window", async ({ request }) => {
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => attempt(request, server, `naraz${i}@example.com`, `haslo-${i}`)));
    const statuses = responses.map((response) => response.status());
    // The server's audit line per attempt says whether its password was checked.
    const audit = () =>
      server.output.filter((line) => line.includes('"msg":"sign-in attempt"')).map((line) => JSON.parse(line) as { passwordChecked: boolean; signIn: string });
    await expect.poll(() => audit().length).toBe(50);
    const checked = audit().filter((line) => line.passwordChecked).length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(5);
    // Each 400 is a password checked and found wrong; the 5th check answers 429 with the lock it set.
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(4);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(46);
    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
    expect((await attempt(request, server, TEST_ADMIN.email, TEST_ADMIN.password)).status()).toBe(429);
  });
});

test.describe(() => {
  const server = ownServer({ ...ADMIN_ENV, TRUST_PROXY: "1" });

  test("the owner's own browser signs in while strangers are locked out of the account", async ({ playwright, request }) => {
    // The trainer's phone keeps its cookies apart from the strangers' requests.
    const phone = await playwright.request.newContext();
    try {
      // The trainer signed in on this phone before, and signed out.
      await signInByRequest(phone, server.url);
      const signedOut = await (await openPage(phone, `${server.url}/admin/kalendarz`)).formOf("Wyloguj się").submit();
      expect(signedOut.url).toBe(`${server.url}${SIGN_IN_PATH}`);

      // Strangers from 12 addresses guess at the trainer's e-mail.
      for (let i = 1; i <= 12; i++) await attempt(request, server, TEST_ADMIN.email, `zgaduje-${i}`, `203.0.113.${i}`);
      const stranger = await attempt(request, server, TEST_ADMIN.email, TEST_ADMIN.password, "198.51.100.9");
      expect(stranger.status()).toBe(429);
      expect(await stranger.text()).toMatch(/Spróbuj ponownie za (?:minutę|\d+ minut[y]?)\./);

      const agenda = await (
        await openPage(phone, `${server.url}${SIGN_IN_PATH}`)
      )
        .form()
        .fill("E-mail", TEST_ADMIN.email)
        .fill("Hasło", TEST_ADMIN.password)
        .submit("Zaloguj się");
      expect(agenda.url).toBe(`${server.url}/admin/kalendarz`);
      expect(agenda.text("h1")).toBe("Kalendarz");
    } finally {
      await phone.dispose();
    }
  });
});

test.describe(() => {
  // The first instance starts before the test; the second, on its database, in it.
  let first: TestServer;
  test.beforeAll(async () => {
    first = await startTestServer(ADMIN_ENV);
  });
  test.afterAll(() => first?.stop());

  test("a new password hash ends the sessions opened under the old one", async ({ request }) => {
    const cookie = `admin-session=${await signInByRequest(request, first.url)}`;
    const open = (server: TestServer) => request.get(`${server.url}/admin`, { headers: { Cookie: cookie }, maxRedirects: 0 });
    expect((await open(first)).status()).toBe(200);
    first.stop();
    await first.stopped;

    const newPassword = "Nowe hasło panelu po wycieku";
    // A second instance on the first one's database, started with the new hash.
    const second = await startTestServer({
      ...ADMIN_ENV,
      DATABASE_URL: first.databaseFile,
      ADMIN_PASSWORD_HASH: await hashPassword(newPassword, { N: 1024, r: 8, p: 1 }),
    });
    try {
      const stale = await open(second);
      expect(stale.status()).toBe(302);
      expect(stale.headers().location).toBe(SIGN_IN_PATH);
      // The new password opens a new session.
      const fresh = `admin-session=${await signInByRequest(request, second.url, newPassword)}`;
      expect((await request.get(`${second.url}/admin`, { headers: { Cookie: fresh }, maxRedirects: 0 })).status()).toBe(200);
    } finally {
      second.stop();
    }
  });
});

test.describe(() => {
  // A server of its own: the shared one's sessions belong to other tests.
  const server = ownServer(PANEL_ENV);

  test("“Wyloguj wszędzie” ends the sessions on every device", async ({ playwright }) => {
    const [phone, laptop] = await Promise.all([playwright.request.newContext(), playwright.request.newContext()]);
    try {
      await signInByRequest(phone, server.url);
      await signInByRequest(laptop, server.url);
      expect((await openPage(laptop, `${server.url}/admin/kalendarz`)).url).toBe(`${server.url}/admin/kalendarz`);
      const signedOut = await (await openPage(phone, `${server.url}/admin/kalendarz`)).formOf("Wyloguj wszędzie").submit();
      expect(signedOut.url).toMatch(/\/admin\/logowanie$/);
      expect(signedOut.texts("[role=status]").join(" ")).toContain("Wylogowano na wszystkich urządzeniach.");
      expect((await openPage(laptop, `${server.url}/admin/kalendarz`)).url).toMatch(/\/admin\/logowanie$/);
    } finally {
      await Promise.all([phone.dispose(), laptop.dispose()]);
    }
  });
});
