// The guide's chapters on the diary: a booking made on the site (with a
// remark) and the feed of bookings for the phone's calendar, a client taken
// by phone, and a regular's weekly series across a clock change.
import type { Temporal } from "temporal-polyfill";
import { bookableDays, bookingForm, postBooking, type BookingForm, type BookingPost } from "../booking-requests.ts";
import { sleep } from "../sleep.ts";
import { pageBottom, pageTop, type Camera } from "./camera.ts";

export const SERVICE = "trening-personalny";

/** A visitor's booking on the first Wednesday bookable, with a remark; resolves with its day and the form it came from. */
export async function bookedWeek(camera: Camera): Promise<{ day: string; form: BookingForm }> {
  const { page, base } = camera;
  const wednesday = (await bookableDays(base, SERVICE)).find(({ label }) => label.startsWith("środa"));
  if (!wednesday) throw new Error("no Wednesday to book");
  const day = wednesday.date;
  const form = await bookingForm(base, SERVICE, day);
  // The site takes no form filled in under 3 s (a person's pace, not a bot's).
  await sleep(3100);
  const booking: BookingPost & { notes: string } = {
    service: SERVICE,
    start: form.starts[4]!,
    submissionKey: form.submissionKey!,
    stamp: form.stamp!,
    name: "Anna Nowak",
    email: "anna@example.com",
    notes: "Czy mogę przynieść własną matę?",
  };
  const answer = await postBooking(base, booking);
  if (answer.status < 300 || answer.status >= 400) throw new Error(`the visitor's booking was refused (${answer.status})`);
  // The bookings in the phone's own calendar: the address, its copy button and the one-tap links.
  await page.goto(`${base}/admin/kalendarz?od=${day}`);
  const subscribe = page.getByText("Dodaj do kalendarza w telefonie:");
  await camera.scrollTo(page.getByRole("heading", { name: /Rezerwacje w\sTwoim kalendarzu/ }), 20);
  await camera.shot("13-kalendarz-w-telefonie");
  // On Android: the button to Google Calendar, and the steps unfolded below it.
  const android = page.locator(".agenda-feed-help details").filter({ has: page.locator("summary", { hasText: "Android" }) });
  await camera.unfold(android);
  const top = await pageTop(subscribe);
  const bottom = await pageBottom(android);
  await camera.shot("32-android", { fullPage: true, clip: { x: 0, y: top - 16, width: 390, height: bottom - top + 24 } });
  return { day, form };
}

/** A new client from a free time in the agenda: Tomasz, on `tuesday` at 18:00. */
export async function bookingByPhone(camera: Camera, tuesday: Temporal.PlainDate): Promise<void> {
  const { page, base } = camera;
  await page.goto(`${base}/admin/kalendarz?od=${tuesday}`);
  const day = page.locator("section.agenda-day", { has: page.locator(`#dzien-${tuesday}`) });
  await day.getByText(/Więcej wolnych godzin/).click();
  await day.getByRole("link", { name: /^18:00/ }).click();
  await page.getByRole("heading", { name: "Nowa rezerwacja" }).waitFor();
  await camera.hydrated();
  await page.getByLabel("Usługa").selectOption(SERVICE);
  await page.getByLabel("Imię i nazwisko").fill("Tomasz Nowak");
  await page.getByLabel("Telefon", { exact: true }).fill("600 300 400");
  await camera.scrollTo(page.getByRole("radio", { name: "18:00" }), 160);
  await camera.shot("16-nowa-rezerwacja");
  await page.getByRole("button", { name: "Zarezerwuj" }).click();
  await page.waitForURL(new RegExp(`/admin/kalendarz\\?od=${tuesday}$`));
}

/**
 * A regular from her card: 8 Tuesdays at 18:00 from `first`, across the clock
 * change after the fourth and Tomasz's booking on the third; resolves with her
 * card's address and id.
 */
export async function weeklySeries(camera: Camera, first: Temporal.PlainDate): Promise<{ card: string; clientId: string }> {
  const { page, base } = camera;
  await page.goto(`${base}/admin/klienci?q=nowak`);
  await camera.shot("14-klienci");
  await page
    .locator(".client-list")
    .getByRole("link", { name: /Anna Nowak/ })
    .click();
  await page.waitForURL(/\/admin\/klienci\/\d+$/);
  const card = page.url();
  const clientId = card.split("/").pop() ?? "";
  await page.goto(`${base}/admin/kalendarz/nowa?klient=${clientId}&dzien=${first}&usluga=${SERVICE}`);
  await camera.hydrated();
  await page.getByRole("radio", { name: "18:00" }).check();
  await page.getByText("Co tydzień (seria)").click();
  await page.getByLabel("Powtarzaj o tej samej godzinie").check();
  await page.getByLabel("Liczba terminów").fill("8");
  await page.getByRole("button", { name: "Sprawdź terminy" }).click();
  const series = page.getByRole("region", { name: "Terminy serii" });
  // From the list's head to the first date after the clock change, past the collision: taller than the phone's screen.
  const fates = series.getByRole("listitem");
  await fates.nth(7).waitFor();
  const top = await pageTop(series);
  const bottom = await pageBottom(fates.nth(4));
  await camera.shot("17-co-tydzien", { fullPage: true, clip: { x: 0, y: top - 10, width: 390, height: bottom - top + 20 } });
  await series.getByRole("button", { name: "Zapisz serię" }).click();
  await page.waitForURL(new RegExp(`/admin/kalendarz\\?od=${first}$`));
  return { card, clientId };
}
