// The guide's chapters on the diary: a booking made on the site and the
// week it shows in, the calendar feed, a client taken by phone, and a
// regular's weekly series.
import { bookableDays, bookingForm, postBooking, type BookingForm } from "../booking-requests.ts";
import { sleep } from "../sleep.ts";
import { pageBottom, pageTop, type Camera } from "./camera.ts";

const SERVICE = "trening-personalny";

/** A visitor's booking on a Wednesday, and the agenda's week with it; resolves with its day and the form it came from. */
export async function bookedWeek(camera: Camera): Promise<{ day: string; form: BookingForm }> {
  const { page, base } = camera;
  const wednesday = (await bookableDays(base, SERVICE)).find(({ label }) => label.startsWith("środa"));
  if (!wednesday) throw new Error("no Wednesday to book");
  const day = wednesday.date;
  const form = await bookingForm(base, SERVICE, day);
  await sleep(3100);
  await postBooking(base, {
    service: SERVICE,
    start: form.starts[4]!,
    submissionKey: form.submissionKey!,
    stamp: form.stamp!,
    name: "Anna Nowak",
    email: "anna@example.com",
  });
  await page.goto(`${base}/admin/kalendarz?od=${day}`);
  await camera.shot("8-kalendarz");
  // The bookings in the phone's own calendar: the address, its copy button and the one-tap link.
  await camera.scrollTo(page.getByRole("heading", { name: /Rezerwacje w\sTwoim kalendarzu/ }), 20);
  await camera.shot("13-kalendarz-w-telefonie");
  return { day, form };
}

/** Clients and bookings taken by phone: a new client from a free time in the agenda. */
export async function bookingByPhone(camera: Camera): Promise<void> {
  const { page, base } = camera;
  await page.goto(`${base}/admin/kalendarz?od=2027-03-15`);
  const tuesday = page.getByRole("region", { name: /wtorek, 16 marca/i });
  await tuesday.getByText(/Więcej wolnych godzin/).click();
  await tuesday.getByRole("link", { name: /^18:00/ }).click();
  await page.getByRole("heading", { name: "Nowa rezerwacja" }).waitFor();
  await camera.hydrated();
  await page.getByLabel("Usługa").selectOption(SERVICE);
  await page.getByLabel("Imię i nazwisko").fill("Tomasz Nowak");
  await page.getByLabel("Telefon", { exact: true }).fill("600 300 400");
  await camera.scrollTo(page.getByRole("radio", { name: "18:00" }), 160);
  await camera.shot("16-nowa-rezerwacja");
  await page.getByRole("button", { name: "Zarezerwuj" }).click();
  await page.waitForURL(/\/admin\/kalendarz\?od=2027-03-16$/);
}

/** A regular from her card: 8 Tuesdays at 18:00 from 2 March 2027, across the clock change and Tomasz's booking; resolves with her card's address and id. */
export async function weeklySeries(camera: Camera): Promise<{ card: string; clientId: string }> {
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
  await page.goto(`${base}/admin/kalendarz/nowa?klient=${clientId}&dzien=2027-03-02&usluga=${SERVICE}`);
  await camera.hydrated();
  await page.getByRole("radio", { name: "18:00" }).check();
  await page.getByText("Co tydzień (seria)").click();
  await page.getByLabel("Powtarzaj o tej samej godzinie").check();
  await page.getByLabel("Liczba terminów").fill("8");
  await page.getByRole("button", { name: "Sprawdź terminy" }).click();
  const series = page.getByRole("region", { name: "Terminy serii" });
  // From the list's head to the clock change (30 March), past the collision: taller than the phone's screen.
  const fates = series.getByRole("listitem");
  await fates.nth(7).waitFor();
  const top = await pageTop(series);
  const bottom = await pageBottom(fates.nth(4));
  await camera.shot("17-co-tydzien", { fullPage: true, clip: { x: 0, y: top - 10, width: 390, height: bottom - top + 20 } });
  await series.getByRole("button", { name: "Zapisz serię" }).click();
  await page.waitForURL(/\/admin\/kalendarz\?od=2027-03-02$/);
  return { card, clientId };
}
