// The guide's chapters on the content editor: the sections, a price changed
// and published, a draft left and offered back, a photo added to the
// gallery, the history, and the booking settings.
import { readFileSync } from "node:fs";
import type { Camera } from "./camera.ts";
import { nextChristmasEve } from "./dates.ts";
import { fillSignIn, submitSignIn, type Admin } from "./devices.ts";

/** Publishes the section and waits for the panel to say so. */
async function publish({ page }: Camera): Promise<void> {
  await page.getByRole("button", { name: "Opublikuj" }).click();
  await page.getByRole("status").filter({ hasText: "Opublikowano" }).waitFor();
}

/** Signing in on the trainer's own phone, remembered for 90 days; then the content's sections. */
export async function signInAndSections(camera: Camera, admin: Admin): Promise<void> {
  const { page } = camera;
  await fillSignIn(camera, admin, { remember: true });
  await camera.shot("21-zapamietaj");
  await submitSignIn(page);
  await page.getByRole("link", { name: "Treści", exact: true }).click();
  await page.waitForURL(/\/admin\/tresci$/);
  await camera.shot("1-tresci");
}

/** Changing a price: the section's parts, one opened, one package opened in it; then changes not yet published. */
export async function priceAndDraft(camera: Camera): Promise<void> {
  const { page, part, item, unfold } = camera;
  await page.getByRole("link", { name: /Oferta i cennik/ }).click();
  await camera.hydrated();
  const packages = part("Pakiety i ceny");
  await unfold(packages);
  const eight = item(packages, "Pakiet 8 treningów");
  await unfold(eight);
  const price = eight.getByLabel("Cena", { exact: true });
  await price.fill("1100");
  await camera.scrollTo(eight, 60);
  await camera.shot("2-cena");
  await publish(camera);
  await page.evaluate(() => window.scrollTo(0, 0));
  await camera.shot("3-opublikowano");

  // Changes not yet published: the question before leaving, and the draft offered back.
  await price.fill("1150");
  await page.getByRole("link", { name: "Kalendarz", exact: true }).click();
  const question = page.getByRole("dialog", { name: "Zmiany nie są opublikowane" });
  await question.waitFor();
  await camera.shot("10-pytanie");
  await question.getByRole("button", { name: "Zostań" }).click();
  page.once("dialog", (dialog) => void dialog.accept());
  await page.reload();
  await page.getByRole("button", { name: "Przywróć zmiany" }).waitFor();
  await camera.shot("11-szkic");
  await page.getByRole("button", { name: "Odrzuć je" }).click();
}

/** Adding a photo, from the gallery's own photo field; then undoing a mistake. */
export async function galleryPhotoAndHistory(camera: Camera): Promise<void> {
  const { page, base } = camera;
  await page.goto(`${base}/admin/tresci/galeria`);
  await camera.hydrated();
  await page.getByRole("button", { name: "+ Dodaj zdjęcie" }).click();
  const newItem = page.locator("details.editor-item-part").last();
  const photo = newItem.getByRole("group", { name: "Zdjęcie", exact: true });
  // A button once the page's script runs (a link to the library until then).
  const upload = photo.getByRole("button", { name: "Dodaj nowe zdjęcie" });
  await upload.waitFor();
  const chooser = page.waitForEvent("filechooser");
  await upload.click();
  await (await chooser).setFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: readFileSync("content/photos/kettlebell.jpg") });
  await photo.getByText("Zdjęcie dodane i wybrane w tym polu.").waitFor({ timeout: 60_000 });
  // The field at the top, below the panel's header.
  await camera.scrollTo(photo, 130);
  await camera.shot("4-zdjecia");
  await newItem.getByLabel("Opis zdjęcia dla osób niewidomych").fill("Podopieczna unosi odważnik kettlebell w studiu");
  await newItem.getByLabel("Podpis pod zdjęciem").fill("Kettlebell w studiu");
  await camera.scrollTo(photo, 130);
  await camera.shot("5-galeria");
  await publish(camera);

  await page.goto(`${base}/admin/tresci/oferta/historia`);
  await camera.shot("6-historia");
}

/** Booking: the week's hours, the next Christmas holiday entered with the date pickers, a service from the price list. */
export async function bookingSettings(camera: Camera): Promise<void> {
  const { page, base, part, item, unfold } = camera;
  await page.goto(`${base}/admin/tresci/rezerwacje`);
  await camera.hydrated();
  const week = part("Godziny w tygodniu");
  await unfold(week);
  await camera.scrollTo(week, 20);
  await camera.shot("7-rezerwacje");
  const daysOff = part("Wyjątki");
  await unfold(daysOff);
  await daysOff.getByRole("button", { name: "+ Dodaj wyjątek" }).click();
  const holiday = daysOff.locator("details.editor-item-part").last();
  const eve = nextChristmasEve();
  await holiday.getByLabel("Od dnia").fill(eve.toString());
  await holiday.getByLabel("Do dnia (włącznie)").fill(eve.add({ days: 7 }).toString());
  await holiday.getByLabel("Notatka (tylko dla Ciebie)").fill("urlop");
  await camera.scrollTo(holiday, 20);
  await camera.shot("12-urlop");
  await publish(camera);
  await camera.dismissToast();
  const services = part("Usługi do rezerwacji");
  await unfold(services);
  const personal = item(services, "Trening personalny");
  await unfold(personal);
  await camera.scrollTo(personal, 20);
  await camera.shot("9-pozycja-cennika");
}
