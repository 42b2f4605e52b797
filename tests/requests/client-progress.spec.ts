// "Postępy" without JavaScript, as the server alone answers: the consent, a
// measurement refused and shown again with what was typed, then stored; a
// photo from a phone, kept without its GPS; the photo's address answers its
// client and the trainer only (another client, no session: 404), never to be
// cached. The chart is the browser's: tests/e2e/client-progress.spec.ts.
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { signInByRequest } from "../e2e/admin";
import { signedIn } from "../e2e/signed-in-clients";
import { openPage, visitorWithCookies } from "../support/html-page";
import { hasGpsTags } from "../support/photo-fixtures";

/** A small phone photo with the phone's GPS position in its EXIF. */
const photoWithGps = () =>
  sharp({ create: { width: 300, height: 400, channels: 3, background: "#88aa55" } })
    .jpeg()
    .withExif({ IFD0: { Make: "Telefon" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 13/1 4/1", GPSLongitudeRef: "E", GPSLongitude: "21/1 0/1 42/1" } })
    .toBuffer();

test("without JavaScript the client consents, measures and adds a photo that only they and the trainer can open", async ({ playwright, baseURL }) => {
  const owner = signedIn("Olga Bezskryptowa", 1);
  const other = signedIn("Inna Klientka", 1);
  const phone = await visitorWithCookies(playwright.request, baseURL!, { "client-session": owner.cookies[0]! });
  const page = await openPage(phone, "/moje-treningi");
  expect(() => page.formOf("Zapisz pomiar")).toThrow();
  const consented = await page.formOf("Wyrażam zgodę").check("Zgadzam się na zapisywanie moich pomiarów ciała").submit("Wyrażam zgodę");
  expect(consented.shownTexts("#postepy [role=status]")).toEqual(["Dziękuję: zgoda zapisana. Możesz dodawać pomiary i zdjęcia."]);

  const refused = await consented.formOf("Zapisz pomiar").fill("Waga (kg)", "72,5").fill("Obwód talii (cm)", "30").submit("Zapisz pomiar");
  expect(refused.status).toBe(400);
  expect(refused.text()).toContain("Obwód talii: od 40 do 250 cm.");
  const saved = await refused.formOf("Zapisz pomiar").fill("Obwód talii (cm)", "84").submit("Zapisz pomiar");
  expect(saved.shownTexts("#postepy [role=status]")).toEqual(["Pomiar zapisany."]);
  expect(saved.region("Ostatnie pomiary").text()).toMatch(/72,5\skg84\scm/);

  const phonePhoto = await photoWithGps();
  expect(hasGpsTags((await sharp(phonePhoto).metadata()).exif)).toBe(true);
  const withPhoto = await saved
    .formOf("Dodaj zdjęcie")
    .attach("Zdjęcie (JPEG, PNG lub WebP)", { name: "IMG_0001.jpg", mimeType: "image/jpeg", buffer: phonePhoto })
    .submit("Dodaj zdjęcie");
  expect(withPhoto.shownTexts("#postepy [role=status]")).toEqual(["Zdjęcie dodane."]);
  const address = new URL(withPhoto.document.querySelector<HTMLImageElement>("#postepy img")!.src).pathname;
  expect(address).toMatch(/^\/moje-treningi\/zdjecia\/\d+$/);

  const own = await phone.get(address);
  expect([own.status(), own.headers()["cache-control"], own.headers()["content-type"]]).toEqual([200, "private, no-store", "image/jpeg"]);
  const stored = await sharp(await own.body()).metadata();
  expect([stored.exif, stored.xmp, stored.icc]).toEqual([undefined, undefined, undefined]);

  const someoneElse = await visitorWithCookies(playwright.request, baseURL!, { "client-session": other.cookies[0]! });
  const nobody = await playwright.request.newContext({ baseURL });
  const signingIn = await playwright.request.newContext({ baseURL });
  const trainer = await visitorWithCookies(playwright.request, baseURL!, { "admin-session": await signInByRequest(signingIn, baseURL) });
  for (const [who, status] of [
    [someoneElse, 404],
    [nobody, 404],
    [trainer, 200],
  ] as const) {
    const response = await who.get(address);
    expect(response.status()).toBe(status);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
  }
  for (const context of [phone, someoneElse, nobody, signingIn, trainer]) await context.dispose();
});
