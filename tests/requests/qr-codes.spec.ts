// The panel's QR codes as files: downloaded as attachments, private, and
// reading back as the site's addresses. (Both formats decoded:
// app/reach/qr-codes.server.test.ts.)
import jsQR from "jsqr";
import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { TEST_SITE_URL } from "../../playwright.config";
import { sessionCookieValue } from "../e2e/admin-session-cookie";
import { openPage, visitorWithCookies } from "../support/html-page";

test("the trainer downloads the booking page's QR code as a PNG that reads back as its address", async ({ playwright, baseURL, request }) => {
  const signedOut = await request.get("/admin/polecanie/kod-qr-rezerwacja.png", { maxRedirects: 0 });
  expect(signedOut.headers().location).toBe("/admin/logowanie");

  const trainer = await visitorWithCookies(playwright.request, baseURL!, {
    "admin-session": (await sessionCookieValue(new URL(TEST_SITE_URL).origin, "Playwright"))!,
  });
  const page = await openPage(trainer, "/admin/polecanie");
  const address = `${TEST_SITE_URL}/rezerwacja`;
  expect(page.texts(".reach-address")).toEqual([address, `${TEST_SITE_URL}/`]);

  const file = await trainer.get(`${page.link("Pobierz PNG (do telefonu)")}`);
  expect(file.headers()).toMatchObject({
    "content-type": "image/png",
    "content-disposition": 'attachment; filename="kod-qr-rezerwacja.png"',
    "cache-control": "no-store",
  });
  const { data, info } = await sharp(await file.body())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(address);
  await trainer.dispose();
});
