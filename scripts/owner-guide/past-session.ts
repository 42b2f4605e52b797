// The guide's chapter on a session entered afterwards ("Wpisz trening, który
// się odbył"): Anna's three Tuesdays at 18:00 before today, each entered
// from her card, the last one as the page suggests it.
import { Temporal } from "temporal-polyfill";
import { pageBottom, pageTop, type Camera } from "./camera.ts";

/** The latest Tuesday whose 18:00 has passed, in Warsaw: her usual weekday and time, gone by. */
function lastTuesday(): Temporal.PlainDate {
  const now = Temporal.Now.zonedDateTimeISO("Europe/Warsaw");
  const day = now.toPlainDate().subtract({ days: (now.dayOfWeek + 5) % 7 });
  return day.equals(now.toPlainDate()) && now.hour < 18 ? day.subtract({ weeks: 1 }) : day;
}

/** One session from the card's button: on `date` when given, else on the day and at the time the page suggests (pictured). */
async function enterSession(camera: Camera, card: string, date: Temporal.PlainDate | null): Promise<void> {
  const { page } = camera;
  await page.goto(card);
  await page.getByRole("link", { name: "Wpisz trening, który się odbył" }).click();
  await page.getByRole("heading", { name: "Trening, który się odbył" }).waitFor();
  await camera.hydrated();
  const day = page.getByLabel("Dzień");
  const time = page.getByLabel("Godzina");
  if (date) await day.fill(date.toString());
  // The page suggests her usual Tuesday at 18:00; should it not, the trainer types it.
  else if (!(await day.inputValue())) await day.fill(lastTuesday().toString());
  if (!(await time.inputValue())) await time.fill("18:00");
  if (!date) {
    // From "← Kalendarz" down to "Zapisz trening": the page is shorter than the phone's screen.
    const top = await pageTop(page.getByRole("link", { name: "← Kalendarz" }));
    const bottom = await pageBottom(page.getByRole("button", { name: "Zapisz trening" }));
    await camera.shot("27-trening-odbyty", { fullPage: true, clip: { x: 0, y: top - 16, width: 390, height: bottom - top + 32 } });
  }
  await page.getByRole("button", { name: "Zapisz trening" }).click();
  await page.waitForURL(card);
}

/** The three Tuesdays before today, the oldest first: her package counts each. */
export async function pastSessions(camera: Camera, card: string): Promise<void> {
  const last = lastTuesday();
  await enterSession(camera, card, last.subtract({ weeks: 2 }));
  await enterSession(camera, card, last.subtract({ weeks: 1 }));
  await enterSession(camera, card, null);
}
