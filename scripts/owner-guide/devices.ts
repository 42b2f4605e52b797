// The guide's chapter on signing in: "Zapamiętaj to urządzenie" on the
// trainer's own phone, a computer signed in for the day, and the list of
// signed-in devices with "Wyloguj" beside each.
import type { Browser, Page } from "@playwright/test";
import type { Camera } from "./camera.ts";

export type Admin = { email: string; password: string };

/** The phone the pictures are taken on, and a computer: the list names each by its browser and system. */
export const PHONE_USER_AGENT = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";
const COMPUTER_USER_AGENT = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

/** The sign-in page filled in; `remember` ticks "Zapamiętaj to urządzenie". */
export async function fillSignIn({ page, base }: Pick<Camera, "page" | "base">, admin: Admin, { remember }: { remember: boolean }): Promise<void> {
  await page.goto(`${base}/admin/logowanie`);
  await page.getByLabel("E-mail").fill(admin.email);
  await page.getByLabel("Hasło").fill(admin.password);
  await page.getByLabel("Zapamiętaj to urządzenie").setChecked(remember);
}

/** Signs in and waits for the panel's start page, the agenda. */
export async function submitSignIn(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await page.waitForURL(/\/admin\/kalendarz$/);
}

/** The computer signed in without "Zapamiętaj", then the phone's list of devices, from the link at the bottom of the panel. */
export async function signedInDevices(camera: Camera, browser: Browser, admin: Admin): Promise<void> {
  const { page, base } = camera;
  const computer = await browser.newContext({ userAgent: COMPUTER_USER_AGENT, locale: "pl-PL" });
  try {
    const other = await computer.newPage();
    await fillSignIn({ page: other, base }, admin, { remember: false });
    await submitSignIn(other);
  } finally {
    await computer.close();
  }
  await page.goto(`${base}/admin/kalendarz`);
  await page.getByRole("link", { name: "Zalogowane urządzenia" }).click();
  await page.waitForURL(/\/admin\/urzadzenia$/);
  await camera.shot("22-urzadzenia");
}
