// The guide's chapter on push notifications: /admin/powiadomienia on the
// trainer's Android phone (what to hear about, "Włącz na tym urządzeniu"),
// the phone in the list once turned on, and the same page in an iPhone's
// Safari, which first asks for the panel on the home screen.
import { createECDH, randomBytes } from "node:crypto";
import type { Browser } from "@playwright/test";
import { camera as cameraOn, type Camera } from "./camera.ts";

const IPHONE_USER_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 26_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.1 Mobile/15E148 Safari/604.1";

/** A browser's subscription as a push service gives it: no push service answers here, so one is made up (and never sent to). */
function madeUpSubscription(base: string) {
  const keys = createECDH("prime256v1");
  keys.generateKeys();
  return { endpoint: `${base}/push-service/telefon`, p256dh: keys.getPublicKey("base64url"), auth: randomBytes(16).toString("base64url") };
}

export async function pushNotifications(camera: Camera, browser: Browser): Promise<void> {
  const { page, base } = camera;
  await page.goto(`${base}/admin/powiadomienia`);
  await camera.hydrated();
  await page.getByRole("button", { name: "Włącz na tym urządzeniu" }).waitFor();
  await camera.shot("48-powiadomienia-android");

  // What "Włącz" posts once the browser has subscribed.
  const form = { zamiar: "wlacz", nazwa: "Telefon", rodzaj: "booking", ...madeUpSubscription(base) };
  const body = new URLSearchParams([...Object.entries(form), ...["client_change", "enquiry", "package", "calendar"].map((topic) => ["rodzaj", topic])]);
  await page.request.post(`${base}/admin/powiadomienia`, {
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    data: body.toString(),
  });
  await page.reload();
  await camera.scrollTo(page.getByRole("heading", { name: "Urządzenia z powiadomieniami" }), 16);
  await camera.shot("49-urzadzenie-z-powiadomieniami");

  // The same trainer on an iPhone, in Safari rather than from the home screen.
  const iphone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    locale: "pl-PL",
    userAgent: IPHONE_USER_AGENT,
    storageState: await page.context().storageState(),
  });
  const safari = await iphone.newPage();
  await safari.goto(`${base}/admin/powiadomienia`);
  await safari.getByText("Dodaj do ekranu początkowego").waitFor();
  await cameraOn(safari, base).shot("50-powiadomienia-iphone");
  await iphone.close();
}
