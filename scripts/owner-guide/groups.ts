// The guide's chapter on pairs and groups: the trainer opens a weekly
// "Zdrowy kręgosłup" on Thursdays at 18:00 from the panel, adds two
// participants by phone (one with a companion), and finds the session as
// one entry in the agenda.
import type { Camera } from "./camera.ts";
import type { Temporal } from "temporal-polyfill";
import { onOrAfter } from "./dates.ts";

async function addParticipant(camera: Camera, name: string, phone: string, companion = "") {
  const { page } = camera;
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Dodaj uczestnika" }) });
  await form.getByLabel("Imię i nazwisko", { exact: true }).fill(name);
  await form.getByLabel("Telefon").fill(phone);
  if (companion) await form.getByLabel(/osoba towarzysząca/i).fill(companion);
  await form.getByRole("button", { name: "Dodaj uczestnika" }).click();
  await page.waitForLoadState("networkidle");
  await camera.dismissToast();
}

export async function groupSessions(camera: Camera, from: Temporal.PlainDate): Promise<void> {
  const { page, base } = camera;
  const thursday = onOrAfter(from, 4);
  await page.goto(`${base}/admin/zajecia`);
  await camera.hydrated();
  const form = page.locator("form.group-form");
  await form.getByLabel("Nazwa zajęć").fill("Zdrowy kręgosłup");
  await form.getByLabel("Usługa").selectOption({ label: "Trening personalny" });
  await form.getByLabel("Data (pierwszych zajęć)").fill(thursday.toString());
  await form.getByLabel("Godzina").fill("18:00");
  await form.getByLabel("Czas trwania (minuty)").fill("60");
  await form.getByLabel("Liczba miejsc (2–20)").fill("6");
  await form.getByLabel("Minimum osób (puste: bez minimum)").fill("3");
  await form.getByLabel("Sprawdź minimum na ile godzin przed").fill("24");
  await form.getByLabel("Cena za osobę (zł)").fill("60");
  await form.getByLabel("Co tydzień przez tyle tygodni (1: jednorazowo)").fill("8");
  await camera.scrollTo(page.getByRole("heading", { name: "Nowe zajęcia" }), 20);
  await camera.shot("59-nowe-zajecia");
  await form.getByRole("button", { name: "Otwórz zajęcia" }).click();
  await page.locator(".admin-toast").waitFor();
  await camera.dismissToast();

  await page
    .getByRole("link", { name: /Zdrowy kręgosłup/ })
    .first()
    .click();
  await page.getByRole("heading", { name: "Uczestnicy" }).waitFor();
  await addParticipant(camera, "Marta Zielińska", "600 200 300", "Piotr Zieliński");
  await addParticipant(camera, "Ewa Kaczmarek", "600 200 400");
  await camera.scrollTo(page.getByRole("heading", { level: 1 }), 20);
  await camera.shot("60-zajecia-uczestnicy");

  await page.goto(`${base}/admin/kalendarz?od=${thursday}`);
  const entry = page.locator(".agenda-entry", { hasText: "Zdrowy kręgosłup" }).first();
  await camera.scrollTo(entry, 120);
  await camera.shot("61-zajecia-w-kalendarzu");
}
