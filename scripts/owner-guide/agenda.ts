// The guide's chapters on the agenda: a few sessions taken by phone in the
// week of Anna's Wednesday, that day as one line a session, the week's grid,
// a session opened from the grid with its actions, and "Powtarzaj co
// tydzień" for it with the dates it would take.
import type { Temporal } from "temporal-polyfill";
import { pageBottom, pageTop, type Camera } from "./camera.ts";
import { SERVICE } from "./diary.ts";

type Session = { after: number; time: string; service: string; name: string; phone: string; email?: string };

const MARTA = { name: "Marta Wiśniewska", phone: "600 200 300", email: "marta@example.com" };
const PIOTR = { name: "Piotr Zieliński", phone: "600 400 500" };

/** Days after Anna's Wednesday (the week's days before it may be gone by when the script runs). */
const SESSIONS: Session[] = [
  { after: 0, time: "12:00", service: SERVICE, ...MARTA },
  { after: 0, time: "17:00", service: "trening-w-plenerze", ...PIOTR },
  { after: 1, time: "07:00", service: SERVICE, name: "Kasia Lewandowska", phone: "600 500 600", email: "kasia@example.com" },
  { after: 2, time: "18:00", service: SERVICE, ...MARTA },
  { after: 3, time: "10:00", service: "trening-w-plenerze", ...PIOTR },
];

/** A session taken by phone from the new booking page; none on a day without that free time (a holiday). */
async function bookByPhone({ page, base }: Camera, wednesday: Temporal.PlainDate, session: Session): Promise<void> {
  await page.goto(`${base}/admin/kalendarz/nowa?dzien=${wednesday.add({ days: session.after })}&usluga=${session.service}`);
  const time = page.getByRole("radio", { name: session.time, exact: true });
  if ((await time.count()) === 0) return;
  await time.check();
  await page.getByLabel("Imię i nazwisko").fill(session.name);
  await page.getByLabel("Telefon", { exact: true }).fill(session.phone);
  if (session.email) await page.getByLabel("E-mail", { exact: true }).fill(session.email);
  await page.getByRole("button", { name: "Zarezerwuj" }).click();
  await page.waitForURL(/\/admin\/kalendarz\?od=/);
}

/** The day list and the week's grid of the week of `wednesday`, and Marta's session opened from the grid and made weekly. */
export async function agendaViews(camera: Camera, wednesday: Temporal.PlainDate): Promise<void> {
  const { page, base } = camera;
  for (const session of SESSIONS) await bookByPhone(camera, wednesday, session);

  // The day: Anna, Marta and Piotr, one line each, with "Dzień | Tydzień" beside "Dziś" and "Jutro".
  await page.goto(`${base}/admin/kalendarz?od=${wednesday}`);
  const views = page.getByRole("navigation", { name: "Widok kalendarza" });
  await camera.scrollTo(page.getByRole("heading", { name: "Kalendarz", level: 1 }), 10);
  await camera.shot("23-dzien");

  // The week: hours down, days across.
  await views.getByRole("link", { name: "Tydzień", exact: true }).click();
  await page.waitForURL(/widok=tydzien/);
  const grid = page.locator("table.agenda-grid");
  await grid.waitFor();
  const top = await pageTop(page.getByRole("navigation", { name: "Przejdź do dnia" }));
  const bottom = await pageBottom(grid);
  // Down to the grid's last hour, short of the hint below it.
  await camera.shot("24-tydzien", { fullPage: true, clip: { x: 0, y: top - 10, width: 390, height: bottom - top + 16 } });

  // Marta's Wednesday tapped in the grid: the day's list with her session open.
  await grid.locator("a.agenda-grid-booking", { hasText: "Marta" }).first().click();
  await page.waitForURL(/rezerwacja=/);
  const opened = page.locator("li.agenda-booking:has(details[open])", { hasText: MARTA.name });
  await opened.waitFor();
  // From the day's heading: Anna's line above, closed, and Marta's open.
  await camera.scrollTo(page.locator(`#dzien-${wednesday}`), 16);
  await camera.shot("25-rezerwacja");

  await opened.getByRole("link", { name: "Powtarzaj co tydzień" }).click();
  await page.getByRole("heading", { name: "Powtarzaj co tydzień" }).waitFor();
  await page.getByRole("button", { name: "Sprawdź terminy" }).click();
  const series = page.getByRole("region", { name: "Terminy serii" });
  await series.getByRole("button", { name: "Zapisz serię" }).waitFor();
  // From the page's head to the second date after it (a day off, when the one two weeks on is free from holidays).
  const from = await pageTop(page.getByRole("heading", { name: "Powtarzaj co tydzień" }));
  const to = await pageBottom(series.getByRole("listitem").nth(1));
  await camera.shot("26-powtarzaj", { fullPage: true, clip: { x: 0, y: from - 10, width: 390, height: to - from + 20 } });

  // Back to the day list, which the device remembers from now on.
  await page.goto(`${base}/admin/kalendarz?od=${wednesday}`);
  await views.getByRole("link", { name: "Dzień", exact: true }).click();
  await page.waitForURL(/widok=dzien/);
}
