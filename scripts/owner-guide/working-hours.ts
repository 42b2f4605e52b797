// The guide's chapter on working hours and days off, beside the calendar: a
// single day off set from one date, then the days off still to come and the
// week's hours.
import type { Temporal } from "temporal-polyfill";
import type { Camera } from "./camera.ts";

export async function dayOff(camera: Camera, day: Temporal.PlainDate): Promise<void> {
  const { page, base } = camera;
  await page.goto(`${base}/admin/kalendarz`);
  await page.getByRole("link", { name: "Godziny pracy i dni wolne" }).click();
  await page.waitForURL(/\/admin\/kalendarz\/godziny$/);
  await camera.hydrated();
  await page.getByLabel("Dzień", { exact: true }).fill(day.toString());
  await page.getByLabel(/^Powód/).fill("szkolenie");
  await camera.shot("30-dzien-wolny");
  await page.getByRole("button", { name: "Ustaw dzień wolny" }).click();
  const set = page.locator(".working-hours-exceptions li", { hasText: "szkolenie" });
  await set.waitFor();
  // Without the message about the save, which would cover the list.
  await page.reload();
  await camera.scrollTo(page.getByRole("heading", { name: "Zaplanowane dni wolne i inne godziny" }), 20);
  await camera.shot("31-godziny-pracy");
}
