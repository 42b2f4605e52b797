// The exercise library without JavaScript: every form sent as a plain post
// (the search, "Dodaj ćwiczenie" with a wrong film link and a right one, a
// save refused because another tab saved first, a photo). On a server of its
// own, as the phone's journey in tests/e2e/exercise-library.spec.ts.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { openPage } from "../support/html-page";
import { ownInboxServer, signInByRequest } from "../e2e/admin";

const server = ownInboxServer();

test.beforeEach(async ({ request }) => {
  await signInByRequest(request, server.url);
});

test("the search finds squats by 'przysiadów', and the list is private", async ({ request }) => {
  const list = await openPage(request, "/admin/cwiczenia");
  expect(list.response.headers()["cache-control"]).toContain("no-store");
  const found = await list.formOf("Szukaj").fill("Szukaj ćwiczenia po nazwie, mięśniach albo sprzęcie", "przysiadów").submit("Szukaj");
  expect(found.texts("main li strong")).toEqual(expect.arrayContaining(["Przysiad ze sztangą z tyłu", "Przysiad bułgarski", "Przysiad goblet z hantlem"]));
  expect(found.texts("main li strong")).not.toContain("Wyciskanie sztangi leżąc");
});

test("an exercise is added once a film link is YouTube's, what was typed kept in between", async ({ request }) => {
  const form = (await openPage(request, "/admin/cwiczenia/nowe")).formOf("Dodaj ćwiczenie");
  const refused = await form.fill("Nazwa", "Wiosłowanie TRX").fill("Kategoria", "Plecy").fill(/^Film/, "https://example.com/film").submit("Dodaj ćwiczenie");
  expect(refused.status).toBe(400);
  expect(refused.text(".form-error")).toContain("To nie jest adres filmu z YouTube ani z Vimeo.");
  const again = refused.formOf("Dodaj ćwiczenie");
  expect(again.field("Nazwa").value).toBe("Wiosłowanie TRX");
  const added = await again.fill(/^Film/, "https://vimeo.com/76979871").submit("Dodaj ćwiczenie");
  expect(added.text("h1")).toBe("Wiosłowanie TRX");
  expect(added.link("Obejrzyj film (otwiera się w nowej karcie)")).toBe("https://vimeo.com/76979871");
});

test("a save from a page opened before another save is refused in Polish, with the current version beside it", async ({ request }) => {
  const first = (await openPage(request, "/admin/cwiczenia/1")).formOf("Zapisz zmiany");
  const second = (await openPage(request, "/admin/cwiczenia/1")).formOf("Zapisz zmiany");
  await first.fill("Jak wykonać", "Opis z telefonu.").submit("Zapisz zmiany");
  const refused = await second.fill("Jak wykonać", "Opis z komputera.").submit("Zapisz zmiany");
  expect(refused.status).toBe(409);
  expect(refused.text(".form-error")).toContain("w międzyczasie ktoś zmienił je w innej karcie");
  expect(refused.formOf("Zapisz zmiany").field("Jak wykonać").value).toBe("Opis z komputera.");
  expect(refused.text(".exercise-current")).toContain("Opis z telefonu.");
  const saved = await refused.formOf("Zapisz zmiany").submit("Zapisz zmiany");
  expect(saved.formOf("Zapisz zmiany").field("Jak wykonać").value).toBe("Opis z komputera.");
});

test("a photo is sent from the exercise's page and given to it", async ({ request }) => {
  const page = await openPage(request, "/admin/cwiczenia/2");
  const sent = await page
    .formOf("Wyślij zdjęcie")
    .attach(/^Nowe zdjęcie/, { name: "kettlebell.jpg", mimeType: "image/jpeg", buffer: readFileSync("content/photos/kettlebell.jpg") })
    .submit("Wyślij zdjęcie");
  expect(sent.url).toMatch(/\/admin\/cwiczenia\/2$/);
  expect(sent.formOf("Usuń zdjęcie z ćwiczenia")).toBeTruthy();
  const removed = await sent.formOf("Usuń zdjęcie z ćwiczenia").submit("Usuń zdjęcie z ćwiczenia");
  expect(removed.text()).toContain("To ćwiczenie nie ma jeszcze zdjęcia.");
});
