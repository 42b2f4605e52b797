// "Zapamiętaj to urządzenie" on the trainer's phone (390 × 844, touch): the
// phone stays signed in through a week and more of use while an ordinary
// sign-in ends after 7 days, and a device is signed out from the list of
// signed-in devices. The server's clock is moved a day at a time, not waited for.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { ADMIN_ENV, expectNoAxeViolations, SIGN_IN_PATH } from "./admin";
import { ownServer, TEST_ADMIN } from "./site";

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DAY = 24 * 60 * 60 * 1000;

const server = ownServer(ADMIN_ENV, { clock: true });

async function signInOn(browser: Browser, { remember }: { remember: boolean }): Promise<Page> {
  const page = await (await browser.newContext({ ...PHONE, baseURL: server.url })).newPage();
  await page.goto(SIGN_IN_PATH);
  await page.getByLabel("E-mail").fill(TEST_ADMIN.email);
  await page.getByLabel("Hasło").fill(TEST_ADMIN.password);
  if (remember) await page.getByLabel("Zapamiętaj to urządzenie").check();
  await page.getByRole("button", { name: "Zaloguj się" }).tap();
  // The server checks the password with scrypt (by design slow).
  await expect(page).toHaveURL(/\/admin\/kalendarz$/, { timeout: 15_000 });
  return page;
}

const signedIn = async (page: Page) => {
  await page.goto("/admin/kalendarz");
  return !new URL(page.url()).pathname.startsWith(SIGN_IN_PATH);
};

test("a remembered phone stays signed in through eight days of use, an ordinary sign-in does not, and a device is signed out from the list", async ({
  browser,
}) => {
  const phone = await signInOn(browser, { remember: true });
  const laptop = await signInOn(browser, { remember: false });
  for (let day = 1; day <= 8; day++) {
    await server.advanceClock(DAY);
    expect(await signedIn(phone), `day ${day}`).toBe(true);
  }
  expect(await signedIn(laptop)).toBe(false);
  await expect(laptop.getByRole("heading", { name: "Logowanie" })).toBeVisible();

  const other = await signInOn(browser, { remember: false });
  await phone.goto("/admin");
  await phone.getByRole("link", { name: "Zalogowane urządzenia" }).tap();
  const devices = phone.getByRole("listitem").filter({ has: phone.getByRole("button", { name: /^Wyloguj/ }) });
  await expect(devices).toHaveCount(2);
  await expect(devices.filter({ hasText: "to urządzenie" })).toContainText("Zapamiętane");
  await expectNoAxeViolations(phone);
  await devices
    .filter({ hasNotText: "to urządzenie" })
    .getByRole("button", { name: /^Wyloguj/ })
    .tap();
  await expect(phone.getByRole("status")).toContainText("Wylogowano urządzenie");
  await expect(devices).toHaveCount(1);
  expect(await signedIn(other)).toBe(false);
  expect(await signedIn(phone)).toBe(true);
  // Contexts made here are closed here: no connection of theirs is left for the server's shutdown to wait on.
  await Promise.all([phone, laptop, other].map((page) => page.context().close()));
});
