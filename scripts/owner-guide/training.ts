// The guide's chapter on the plan: the trainer writes Anna's plan of two
// days from the starter library on her card (the builder, then the card's
// "Plan i dziennik treningów"). Anna's workout on her own phone is in
// client-page.ts, after she signs in.
import type { Page } from "@playwright/test";
import type { Camera } from "./camera.ts";

async function exercise(page: Page, day: number, row: number, name: string, reps: string, kg: string) {
  const select = page.locator(`select[name="d${day}-e${row}-exercise"]`);
  // The names are typeset: a one-letter word keeps to the next with a no-break space.
  const value = await select
    .locator("option")
    .evaluateAll((all, wanted) => all.find((option) => option.textContent?.replaceAll("\u00a0", " ") === wanted)?.getAttribute("value"), name);
  await select.selectOption(value ?? "");
  await page.locator(`[name="d${day}-e${row}-reps"]`).fill(reps);
  await page.locator(`[name="d${day}-e${row}-kg"]`).fill(kg);
}

export async function trainingPlan(camera: Camera, card: string): Promise<void> {
  const { page } = camera;
  await page.goto(`${card}/plan`);
  await camera.hydrated();
  await exercise(page, 0, 0, "Przysiad ze sztangą z tyłu", "8", "60");
  await page.getByRole("button", { name: "Dodaj ćwiczenie do: Dzień A" }).click();
  await page.locator('select[name="d0-e1-exercise"]').waitFor();
  await exercise(page, 0, 1, "Wyciskanie sztangi leżąc", "8–10", "40");
  await page.getByRole("button", { name: "Dodaj dzień" }).click();
  await page.locator('select[name="d1-e0-exercise"]').waitFor();
  await exercise(page, 1, 0, "Martwy ciąg klasyczny", "5", "70");
  await camera.scrollTo(page.getByRole("heading", { level: 1 }), 20);
  await camera.shot("55-plan-treningowy");
  await page.getByRole("button", { name: "Zapisz plan", exact: true }).last().click();
  await page.getByRole("status").filter({ hasText: "Plan zapisany" }).waitFor();
  await camera.dismissToast();
  await page.goto(card);
  await camera.scrollTo(page.getByRole("heading", { name: "Plan i dziennik treningów" }), 80);
  await camera.shot("56-plan-na-karcie");
}
